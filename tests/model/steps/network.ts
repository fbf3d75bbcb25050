// The network of one person's browser switched off and on, as a phone's airplane mode would;
// the app's offline banner says when the page has noticed.
import type { Visitor } from '../../e2e/browser.ts';
import { offlineText } from '../../e2e/offline-text.ts';
import type { Language } from '../../e2e/screen-text.ts';

const banner = (visitor: Visitor, language: Language) => visitor.page.getByRole('status').filter({ hasText: offlineText[language].offlineBanner });

export async function networkOff(visitor: Visitor, language: Language): Promise<void> {
  await visitor.context.setOffline(true);
  await banner(visitor, language).waitFor();
}

export async function networkOn(visitor: Visitor, language: Language): Promise<void> {
  await visitor.context.setOffline(false);
  await banner(visitor, language).waitFor({ state: 'detached' });
}
