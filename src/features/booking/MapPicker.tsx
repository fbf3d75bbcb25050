import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Coordinates } from '../../../machines/domain/riyadh-bounds.ts';
import { loadMap } from '../../app/map-loader.ts';
import * as styles from './booking.css.ts';

type MapStatus = 'loading' | 'ready' | 'failed' | 'tilesFailed';

// The map picker: Leaflet arrives in its own chunk (retried); without it, or without its
// tiles (offline), the customer reads why and books with the address alone.
export default function MapPicker({ picked, onPick }: { picked: Coordinates | null; onPick: (point: Coordinates) => void }) {
  const element = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  const latest = useRef({ picked, onPick });
  latest.current = { picked, onPick };

  useEffect(() => {
    let unmount: (() => void) | undefined;
    let cancelled = false;
    loadMap().then(
      ({ mountMap }) => {
        if (cancelled || !element.current) return;
        unmount = mountMap(element.current, {
          picked: latest.current.picked,
          onPick: (point) => latest.current.onPick(point),
          onTilesFailed: () => setStatus('tilesFailed'),
        });
        setStatus((current) => (current === 'loading' ? 'ready' : current));
      },
      () => !cancelled && setStatus('failed'),
    );
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, []);

  return (
    <div className={styles.field}>
      {status === 'loading' ? (
        <p className={styles.hint}>
          <Trans>Loading the map…</Trans>
        </p>
      ) : null}
      {status === 'failed' || status === 'tilesFailed' ? (
        <p className={styles.alert} role="alert" data-testid="map-problem">
          <Trans>The map could not be loaded. You can still book with the address alone.</Trans>
        </p>
      ) : null}
      {status === 'ready' ? (
        <p className={styles.hint}>
          <Trans>Tap the map to pin the visit's location.</Trans>
        </p>
      ) : null}
      {status === 'failed' ? null : <div ref={element} className={styles.map} data-testid="map" />}
    </div>
  );
}
