import { useLocale } from '../app/use-locale.ts';
import { Button } from './Button.tsx';

/** One button that switches to the other language, named in that language. */
export function LanguageToggle({ className }: { className?: string }) {
  const { locale, switchTo } = useLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <Button tone="secondary" className={className} onClick={() => switchTo(other)}>
      <span lang={other}>{other === 'ar' ? 'العربية' : 'English'}</span>
    </Button>
  );
}
