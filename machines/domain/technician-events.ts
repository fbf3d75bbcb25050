import { z } from 'zod';
import { serviceIds } from './constants.ts';
import { bookingDate, uploadId } from './request-events.ts';
import { clockTime, lineText, saudiMobile } from './text-fields.ts';
import type { EventDefinition } from './event-catalog.ts';

// Events of a `technician-{technicianId}` stream, which only admins read: who the technician
// is (names in both languages, mobile, the services they do, a photo), whether they take
// visits, and the arrival windows they are booked for, so that no two of theirs overlap.
const requestId = z.string().regex(/^[0-9a-z-]{6,40}$/);

export const technicianDetails = z.strictObject({
  name: z.strictObject({ en: lineText({ min: 2, max: 100 }), ar: lineText({ min: 2, max: 100 }) }),
  mobile: saudiMobile,
  services: z
    .array(z.enum(serviceIds))
    .min(1)
    .max(serviceIds.length)
    .refine((services) => new Set(services).size === services.length, 'eachServiceOnce'),
  photoId: uploadId.nullable(),
});
export const technicianDeactivated = z.strictObject({});
export const technicianReactivated = z.strictObject({});
export const technicianVisitAssigned = z.strictObject({ requestId, date: bookingDate, from: clockTime, to: clockTime });
export const technicianVisitReleased = z.strictObject({ requestId });

export const technicianEventSchemas = {
  'technician.added': { stream: 'technician', schemas: { 1: technicianDetails } },
  'technician.changed': { stream: 'technician', schemas: { 1: technicianDetails } },
  'technician.deactivated': { stream: 'technician', schemas: { 1: technicianDeactivated } },
  'technician.reactivated': { stream: 'technician', schemas: { 1: technicianReactivated } },
  'technician.visitAssigned': { stream: 'technician', schemas: { 1: technicianVisitAssigned } },
  'technician.visitReleased': { stream: 'technician', schemas: { 1: technicianVisitReleased } },
} satisfies Record<string, EventDefinition>;

export type TechnicianDetails = z.infer<typeof technicianDetails>;
export type TechnicianDeactivated = z.infer<typeof technicianDeactivated>;
export type TechnicianReactivated = z.infer<typeof technicianReactivated>;
export type TechnicianVisitAssigned = z.infer<typeof technicianVisitAssigned>;
export type TechnicianVisitReleased = z.infer<typeof technicianVisitReleased>;
