import 'leaflet/dist/leaflet.css';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { LeafletMouseEvent, Map as LeafletMap } from 'leaflet';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, Polygon, Polyline, TileLayer, useMapEvent } from 'react-leaflet';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import type { LatLng } from '@vozka/domain';
import { MAP_ATTRIBUTION, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_TILE_URL, MIN_AREA_POINTS } from '../../../lib/map-config';

/** Coordinates kept to 6 decimals (about 0.1 m). */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
export const toPoint = (lat: number, lng: number): LatLng => ({ lat: round(lat), lng: round(lng) });

function ClickToAdd({ onAdd }: { onAdd: (point: LatLng) => void }) {
  useMapEvent('click', (event: LeafletMouseEvent) => onAdd(toPoint(event.latlng.lat, event.latlng.lng)));
  return null;
}

export interface PolygonEditorProps {
  label: string;
  points: readonly LatLng[];
  onChange: (points: LatLng[]) => void;
  error?: string | null;
  /** The map's height in px. */
  height?: number;
}

/**
 * The working area drawn on a map (spec §2): each click on the map adds a corner; Undo removes the last
 * one, Clear all of them. "Add the map centre" adds a corner without a mouse (pan the map with the
 * arrow keys first). At least three corners make an area.
 */
export function PolygonEditor({ label, points, onChange, error, height = 420 }: PolygonEditorProps) {
  const { t } = useTranslation('settings');
  const mapRef = useRef<LeafletMap>(null);
  const positions = points.map((p) => [p.lat, p.lng] as [number, number]);
  const add = (point: LatLng) => onChange([...points, point]);
  const bounds = positions.length >= 2 ? positions : undefined;

  return (
    <Stack gap="xs">
      <Box role="group" aria-label={label} style={{ borderRadius: 8, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}>
        <MapContainer
          ref={mapRef}
          {...(bounds ? { bounds, boundsOptions: { padding: [24, 24] } } : { center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM })}
          style={{ height, width: '100%' }}
          keyboard
          aria-label={t('area.map')}
        >
          <TileLayer url={MAP_TILE_URL} attribution={MAP_ATTRIBUTION} />
          <ClickToAdd onAdd={add} />
          {positions.length >= MIN_AREA_POINTS ? (
            <Polygon positions={positions} pathOptions={{ color: '#1c7ed6', weight: 2, fillOpacity: 0.15 }} />
          ) : (
            positions.length === 2 && <Polyline positions={positions} pathOptions={{ color: '#1c7ed6', weight: 2 }} />
          )}
          {positions.map((position, index) => (
            <CircleMarker
              // Corners are identified by their order; the list only grows and shrinks at its end.
              key={index}
              center={position}
              radius={5}
              pathOptions={{ color: '#1864ab', fillColor: '#fff', fillOpacity: 1, weight: 2 }}
            />
          ))}
        </MapContainer>
      </Box>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fz="sm" c={error ? 'red' : 'dimmed'} role="status">
          {error ?? t('area.points', { count: points.length })}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<PlusIcon />}
            onClick={() => {
              const center = mapRef.current?.getCenter();
              if (center) add(toPoint(center.lat, center.lng));
            }}
          >
            {t('area.addCenter')}
          </Button>
          <Button variant="default" size="xs" disabled={points.length === 0} onClick={() => onChange(points.slice(0, -1))}>
            {t('area.undo')}
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<TrashIcon />}
            disabled={points.length === 0}
            onClick={() => onChange([])}
          >
            {t('area.clear')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
