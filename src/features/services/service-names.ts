// The spec's names of the eight services, translated where shown.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { serviceIds, type ServiceId } from '../../../machines/domain/constants.ts';

export const serviceNames: Record<ServiceId, MessageDescriptor> = {
  electrical: msg`Electrical`,
  plumbing: msg`Plumbing`,
  painting: msg`Painting`,
  marble: msg`Marble & Ceramic`,
  general: msg`General Maintenance`,
  ac: msg`AC Maintenance`,
  camera: msg`Cameras`,
  other: msg`Other`,
};

export const isServiceId = (value: string): value is ServiceId => (serviceIds as readonly string[]).includes(value);

/** A request's services as one phrase in the page's language ('Plumbing and Painting'). */
export function serviceList(services: readonly ServiceId[], i18n: I18n): string {
  return new Intl.ListFormat(i18n.locale, { style: 'long', type: 'conjunction' }).format(services.map((service) => i18n._(serviceNames[service])));
}
