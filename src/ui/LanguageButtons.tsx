import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../app/use-locale.ts';
import { locales } from '../app/locale.ts';
import { Button } from './Button.tsx';

const names = { en: 'English', ar: 'العربية' } as const;

/** Both languages side by side, the active one pressed. */
export function LanguageButtons({ className }: { className?: string }) {
  const { t } = useLingui();
  const { locale, switchTo } = useLocale();
  return (
    <div role="group" aria-label={t`Language`} className={className}>
      {locales.map((option) => (
        <Button
          key={option}
          tone={option === locale ? 'primary' : 'ghost'}
          aria-pressed={option === locale}
          onClick={() => switchTo(option)}
        >
          <span lang={option}>{names[option]}</span>
        </Button>
      ))}
    </div>
  );
}
