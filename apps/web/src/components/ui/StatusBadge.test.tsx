import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { statusBadgeOf } from './StatusBadge';

const ReportBadge = statusBadgeOf({
  namespace: 'billing',
  prefix: 'statuses',
  colors: { NEW: 'blue', DISPUTED: 'red' },
  alert: ['DISPUTED'],
});

describe('statusBadgeOf', () => {
  it('names the status from its namespace and fills only the statuses that call for attention', () => {
    renderWithProviders(
      <>
        <ReportBadge status="NEW" />
        <ReportBadge status="DISPUTED" />
      </>,
    );
    expect(screen.getByText('New').closest('.mantine-Badge-root')?.getAttribute('data-variant')).toBe('light');
    expect(screen.getByText('Disputed').closest('.mantine-Badge-root')?.getAttribute('data-variant')).toBe('filled');
  });
});
