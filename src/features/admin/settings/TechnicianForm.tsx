import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocale } from '../../../app/use-locale.ts';
import { serviceIds } from '../../../../machines/domain/constants.ts';
import type { TechnicianRow } from '../../../../machines/projections/technicians.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { serviceNames } from '../../services/service-names.ts';
import { TechnicianPhotoField } from './TechnicianPhotoField.tsx';
import { technicianDraft, type TechnicianField, type TechnicianProblem } from './technician-drafts.ts';
import * as styles from './settings.css.ts';
import { useDraftForm } from './use-draft-form.tsx';

const problemText: Record<TechnicianProblem, MessageDescriptor> = {
  required: msg`Enter at least 2 characters.`,
  invalidCharacters: msg`This text contains characters we cannot accept.`,
  tooLong: msg`This is too long.`,
  invalidMobile: msg`Enter a Saudi mobile number, such as 05XXXXXXXX.`,
  chooseAService: msg`Tick at least one service.`,
};

const said = { added: msg`Technician added`, changed: msg`Technician saved` };

/** A new technician (empty, emptied once added) or one kept (prefilled), with the services they do. */
export function TechnicianForm({ technician, log, onSaved }: { technician: TechnicianRow | null; log: EventLog | null; onSaved?: () => void }) {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const name = technician?.name[locale];
  const [photoId, setPhotoId] = useState(technician?.photoId ?? null);
  const target = technician && { technicianId: technician.technicianId };
  const { submit, field } = useDraftForm({
    log,
    draftOf: (typed: (field: TechnicianField) => string, ticked) =>
      technicianDraft({ nameEn: typed('nameEn'), nameAr: typed('nameAr'), mobile: typed('mobile'), services: ticked('services'), photoId }, target),
    problemText,
    saved: technician ? said.changed : said.added,
    resetWhenSaved: !technician,
    onSaved: () => {
      if (!technician) setPhotoId(null);
      onSaved?.();
    },
  });
  const titleId = technician ? `technician-${technician.technicianId}-edit` : 'technician-add-title';
  const services = field('services');

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.subTitle}>
        {technician ? <Trans>Edit {name}</Trans> : <Trans>Add technician</Trans>}
      </h4>
      <div className={styles.pair}>
        <TextField label={<Trans>Name in English</Trans>} dir="ltr" defaultValue={technician?.name.en} {...field('nameEn')} />
        <TextField label={<Trans>Name in Arabic</Trans>} dir="rtl" defaultValue={technician?.name.ar} {...field('nameAr')} />
      </div>
      <TextField label={<Trans>Mobile</Trans>} type="tel" inputMode="tel" autoComplete="off" ltr defaultValue={technician?.mobile} {...field('mobile')} />
      <TechnicianPhotoField photoId={photoId} onUploaded={setPhotoId} />
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>
          <Trans>Services they do</Trans>
        </legend>
        {serviceIds.map((service) => (
          <label key={service} className={styles.choice}>
            <input type="checkbox" name="services" value={service} defaultChecked={technician?.services.includes(service)} />
            {i18n._(serviceNames[service])}
          </label>
        ))}
        {services.hint}
      </fieldset>
      <div>
        <Button type="submit">{technician ? <Trans>Save the technician</Trans> : <Trans>Add technician</Trans>}</Button>
      </div>
    </form>
  );
}
