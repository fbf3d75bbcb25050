import { v7 as uuidv7 } from 'uuid';
import type { ServiceId } from '../../machines/domain/constants.ts';
import { addTechnician, takeOffVisits } from './technician-actions.ts';
import { familyNames, mensGivenNames } from './saudi-names.ts';
import type { PlannedTechnician } from './technician-rota.ts';
import type { StoryContext } from './story-context.ts';

// The company's six technicians, added by the admin at the first sitting, like the company's
// name: two all-round ones (any VIP visit, two services at once included), four with trades of
// their own; between them they do all 8 services. Six weeks before the end one is taken off
// visits, and the visits after that go to the others.
const trades: ReadonlyArray<ServiceId[]> = [
  ['electrical', 'plumbing', 'painting', 'marble', 'general', 'other'],
  ['electrical', 'plumbing', 'painting', 'marble', 'general', 'other'],
  ['ac', 'electrical', 'camera'],
  ['ac', 'camera', 'other'],
  ['plumbing', 'marble', 'general'],
  ['painting', 'general', 'ac'],
];
const offVisitsDaysBeforeEnd = 42;
const mobilePrefixes = ['50', '53', '54', '55', '56', '58', '59'];
const dayMs = 86_400_000;

export function technicianTeam(context: StoryContext): void {
  const { random, desk, timeline, from, until, rota } = context;
  const hiredAt = desk.taskAt(from);
  if (!hiredAt) return;
  const givenNames = random.shuffled(mensGivenNames);
  const team = trades.map((services, index): PlannedTechnician => {
    const given = givenNames[index]!;
    const family = random.pick(familyNames);
    return {
      id: uuidv7({ msecs: hiredAt.getTime(), random: random.bytes(16) }),
      name: { en: `${given.en} ${family.en}`, ar: `${given.ar} ${family.ar}` },
      mobile: `+966${random.pick(mobilePrefixes)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
      services,
      offVisitsAt: null,
    };
  });
  timeline.add(hiredAt, async (stage) => {
    for (const technician of team) await addTechnician(stage, technician);
  });
  const leaving = team[team.length - 1]!;
  leaving.offVisitsAt = desk.taskAt(new Date(until.getTime() - offVisitsDaysBeforeEnd * dayMs));
  const offAt = leaving.offVisitsAt;
  if (offAt) timeline.add(offAt, (stage) => takeOffVisits(stage, leaving));
  for (const technician of team) rota.hire(technician);
}
