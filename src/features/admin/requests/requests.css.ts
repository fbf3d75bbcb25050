import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { formPanel, listCard, statusPill } from '../../../styles/surfaces.css.ts';
import { vars } from '../../../styles/theme.css.ts';

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  alignItems: 'end',
});

export const searchBox = style({ gridColumn: '1 / -1' });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const empty = style({ paddingBlock: vars.space.lg, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });

export const card = style(listCard);

// As flex items, the words and the number lose the space between them: the gap puts it back.
export const openLink = style({ justifySelf: 'start', fontWeight: 600, minBlockSize: vars.size.target, display: 'inline-flex', alignItems: 'center', columnGap: '0.25em' });

export const summary = style({ display: 'grid', gap: vars.space.xs });

export const summaryTop = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });

export const marks = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

/** A VIP visit, included in the customer's plan: told apart at a glance. */
export const vipMark = style({ ...statusPill, background: '#fbefd5', color: '#6b4500', border: `1px solid ${vars.color.accent}` });

export const customerName = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const services = style({ fontWeight: 600, margin: 0 });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const price = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });

const tones = {
  waiting: { background: '#fff4d6', color: '#6b4500' },
  good: { background: '#dcf3e6', color: '#0b5233' },
  bad: { background: '#fde2df', color: '#8a1c12' },
  neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
};

export const badge = recipe({
  base: statusPill,
  variants: {
    badge: {
      pending: tones.waiting,
      accepted: tones.good,
      rejected: tones.bad,
      offerAccepted: tones.good,
      offerRejected: tones.bad,
      paid: tones.good,
      appointed: tones.good,
      onTheWay: tones.good,
      arrived: tones.good,
      completed: tones.neutral,
      cancelled: tones.neutral,
    },
  },
});

export const detail = style({ display: 'grid', gap: vars.space.lg });

export const backLink = style({ justifySelf: 'start', minBlockSize: vars.size.target, display: 'inline-flex', alignItems: 'center' });

export const detailTitle = style({ fontSize: vars.fontSize.xl, margin: 0, color: vars.color.brandStrong });

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export { factList as facts } from '../../../styles/fact-list.css.ts';

export const userText = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 });

export const photo = style({ maxInlineSize: '100%', maxBlockSize: '20rem', borderRadius: vars.radius.md });

export const actions = style({ display: 'grid', gap: vars.space.lg });

export const actionForm = style({ ...formPanel, padding: vars.space.md });




export const completionPhotos = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const completionPhoto = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start', maxInlineSize: '12rem' });
