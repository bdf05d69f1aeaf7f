import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
import type { OperatingState } from '@vozka/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { DISPATCH_MAP_ZOOM, MAP_ATTRIBUTION, MAP_TILE_URL, PRAGUE_CENTER } from './map-view';
import { pinIcon, pinImage } from './pin-icon';

/** What a pin shows (spec §3 driver map pin). */
export interface MapPin {
  id: number;
  name: string;
  ident: string;
  operating: OperatingState;
  latitude: number;
  longitude: number;
  heading: number;
}

function DriverMarker({ pin, onClick }: { pin: MapPin; onClick?: (pin: MapPin) => void }) {
  const { t } = useTranslation('dispatch');
  const { operating, heading, latitude, longitude } = pin;
  const icon = useMemo(() => pinIcon({ operating, heading, latitude, longitude }), [operating, heading, latitude, longitude]);
  const position = useMemo<[number, number]>(() => [latitude, longitude], [latitude, longitude]);
  const handlers = useMemo(() => ({ click: () => onClick?.(pin) }), [onClick, pin]);
  const state = t(`operating.${pinImage(pin.operating)}`);
  return (
    <Marker
      position={position}
      icon={icon}
      // The label names the button; Leaflet sets it once, so a new state makes a new marker (see the key).
      title={t('map.pinLabel', { name: pin.name, ident: pin.ident, state })}
      keyboard
      eventHandlers={handlers}
    >
      <Tooltip permanent direction="bottom" offset={[0, 4]} className="vozka-pin-label">
        <strong>{pin.name}</strong> · {pin.ident}
      </Tooltip>
    </Marker>
  );
}

/** Keeps a single pin well in view: pans to it when it nears the map's edge (the zoom stays). */
function FollowPin({ pin }: { pin: MapPin | undefined }) {
  const map = useMap();
  const latitude = pin?.latitude;
  const longitude = pin?.longitude;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    // Near an edge (a phone's narrow map) the pin and its label would be cut: centre it again.
    if (!map.getBounds().pad(-0.3).contains([latitude, longitude])) map.panTo([latitude, longitude]);
  }, [map, latitude, longitude]);
  return null;
}

export interface DriverMapProps {
  /** The map's accessible name. */
  label: string;
  pins: readonly MapPin[];
  onPinClick?: (pin: MapPin) => void;
  height?: number | string;
  /** Pan to the first pin when it leaves the view (the tracking page's one pin). */
  follow?: boolean;
}

/** A Leaflet map at zoom 11 on Prague with a pin per driver, rotated by heading (spec §2, §3, §9). */
export function DriverMap({ label, pins, onPinClick, height = 520, follow = false }: DriverMapProps) {
  // The pins' texts are loaded with the map, before it mounts: a first pin that waited for them would suspend
  // the page, and a suspended page's effects are cleaned up — Leaflet's map among them (decision 0046).
  useTranslation('dispatch');
  return (
    <Box
      role="region"
      aria-label={label}
      // Its own stacking context: Leaflet's panes (z-index 400–700) stay under dialogs and menus.
      style={{
        borderRadius: 8,
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-gray-3)',
        position: 'relative',
        zIndex: 0,
      }}
    >
      <MapContainer
        center={PRAGUE_CENTER}
        zoom={DISPATCH_MAP_ZOOM}
        style={{ height, width: '100%', background: 'var(--mantine-color-gray-1)' }}
        keyboard
      >
        <TileLayer url={MAP_TILE_URL} attribution={MAP_ATTRIBUTION} />
        {follow && <FollowPin pin={pins[0]} />}
        {pins.map((pin) => (
          <DriverMarker key={`${pin.id}-${pin.operating}`} pin={pin} onClick={onPinClick} />
        ))}
      </MapContainer>
    </Box>
  );
}
