// The app's own name and description: the page's title and description (i18n.ts), and the
// installed app's name in each language's web app manifest. The build reads the manifest's
// words from the catalogs by their `manifest:` comment (build/web-manifests.ts).
import { msg } from '@lingui/core/macro';

export const appWords = {
  name: msg({ message: 'Riyadh Home Maintenance', comment: 'manifest:name' }),
  shortName: msg({ message: 'Home Maintenance', comment: 'manifest:short_name' }),
  description: msg({
    message: 'Book home maintenance in Riyadh: electrical, plumbing, painting, AC and more, with offers you accept before you pay.',
    comment: 'manifest:description',
  }),
};
