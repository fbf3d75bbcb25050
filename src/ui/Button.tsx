import type { ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './button.css.ts';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

export function Button({ tone, size, className, type = 'button', ...rest }: ButtonProps) {
  const classes = [button({ tone, size }), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
