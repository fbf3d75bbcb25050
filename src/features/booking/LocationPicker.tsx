import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { bookingMachine } from '../../../machines/booking.machine.ts';
import type { Coordinates } from '../../../machines/domain/riyadh-bounds.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { showToast } from '../../app/toaster.ts';
import { useLocateMe } from '../../app/use-locate-me.ts';
import { Button } from '../../ui/Button.tsx';
import { problemText } from './booking-messages.ts';
import * as styles from './booking.css.ts';

const MapPicker = lazy(() => import('./MapPicker.tsx'));
const locationSelected = msg`Location Selected!`;

type BookingActor = ActorRefFrom<typeof bookingMachine>;

// Coordinates, optional beside the address: the device's position or a point on the map.
export function LocationPicker({ booking }: { booking: BookingActor }) {
  const { toaster } = useAppServices();
  const { i18n } = useLingui();
  const coordinates = useSelector(booking, (snapshot) => snapshot.context.coordinates);
  const problem = useSelector(booking, (snapshot) => snapshot.context.problems.location ?? null);
  const hours = useSelector(booking, (snapshot) => snapshot.context.workingHours);
  const [mapOpen, setMapOpen] = useState(false);

  const pick = (point: Coordinates) => {
    booking.send({ type: 'pickLocation', coordinates: point });
    if (!booking.getSnapshot().context.problems.location) showToast(toaster, { content: { title: locationSelected } });
  };
  const { locating, locateMe } = useLocateMe(pick);

  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <Button tone="secondary" onClick={() => void locateMe()} disabled={locating === 'busy'}>
          <Trans>Use my location</Trans>
        </Button>
        <Button tone="secondary" aria-expanded={mapOpen} onClick={() => setMapOpen((open) => !open)}>
          {mapOpen ? <Trans>Hide the map</Trans> : <Trans>Choose on the map</Trans>}
        </Button>
        {coordinates ? (
          <Button tone="ghost" onClick={() => booking.send({ type: 'clearLocation' })}>
            <Trans>Clear the pin</Trans>
          </Button>
        ) : null}
      </div>
      {coordinates ? (
        <p className={styles.hint} data-testid="picked-location">
          <Trans>
            Pinned at <span dir="ltr">{`${coordinates.lat.toFixed(5)}, ${coordinates.lng.toFixed(5)}`}</span>
          </Trans>
        </p>
      ) : null}
      {locating === 'failed' ? <p className={styles.problem}>{i18n._(problemText('locationUnavailable', hours))}</p> : null}
      {problem ? (
        <p className={styles.problem} data-testid="field-problem">
          {i18n._(problemText(problem, hours))}
        </p>
      ) : null}
      {mapOpen ? (
        <Suspense fallback={<p className={styles.hint}><Trans>Loading the map…</Trans></p>}>
          <MapPicker picked={coordinates} onPick={pick} />
        </Suspense>
      ) : null}
    </div>
  );
}
