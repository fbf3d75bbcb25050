import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { Coordinates } from '../../../machines/domain/riyadh-bounds.ts';
import { useLocateMe } from '../../app/use-locate-me.ts';
import { Button } from '../../ui/Button.tsx';
import { addressRefusal } from './address-messages.ts';
import * as styles from './saved-addresses.css.ts';

const MapPicker = lazy(() => import('../booking/MapPicker.tsx'));

// A saved address's pin, optional as a booking's is: the device's position or a point on the map.
export function PinField({ pin, onPin }: { pin: Coordinates | null; onPin: (pin: Coordinates | null) => void }) {
  const { i18n } = useLingui();
  const { locating, locateMe } = useLocateMe(onPin);
  const [mapOpen, setMapOpen] = useState(false);

  return (
    <div className={styles.actions}>
      <Button tone="secondary" onClick={() => void locateMe()} disabled={locating === 'busy'}>
        <Trans>Use my location</Trans>
      </Button>
      <Button tone="secondary" aria-expanded={mapOpen} onClick={() => setMapOpen((open) => !open)}>
        {mapOpen ? <Trans>Hide the map</Trans> : <Trans>Choose on the map</Trans>}
      </Button>
      {pin ? (
        <>
          <p className={styles.hint} data-testid="address-pin">
            <Trans>
              Pinned at <span dir="ltr">{`${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}`}</span>
            </Trans>
          </p>
          <Button tone="ghost" onClick={() => onPin(null)}>
            <Trans>Clear the pin</Trans>
          </Button>
        </>
      ) : null}
      {locating === 'failed' ? <p className={styles.hint}>{i18n._(addressRefusal('locationUnavailable'))}</p> : null}
      {mapOpen ? (
        <Suspense fallback={<p className={styles.hint}><Trans>Loading the map…</Trans></p>}>
          <MapPicker picked={pin} onPick={onPin} />
        </Suspense>
      ) : null}
    </div>
  );
}
