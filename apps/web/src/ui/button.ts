/**
 * Button looks as class strings, shared by <button> and <Link> alike. Touch targets are at least
 * 44 px high on the sizes guests tap.
 */
const base =
  'inline-flex items-center justify-center gap-2 font-semibold transition-colors duration-150 select-none disabled:cursor-not-allowed disabled:opacity-50';

const variants = {
  primary: 'bg-primary text-on-primary shadow-sm hover:bg-primary-hover active:bg-primary-active',
  secondary: 'bg-surface text-ink ring-1 ring-line hover:bg-stone-50 active:bg-stone-100',
  ghost: 'text-ink hover:bg-stone-100 active:bg-stone-200',
  soft: 'bg-primary/10 text-primary-ink hover:bg-primary/15 active:bg-primary/20',
  /** Destructive actions (delete an account or an address). */
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
  dangerSoft: 'text-red-700 ring-1 ring-red-200 hover:bg-red-50 active:bg-red-100',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm rounded-full',
  md: 'h-11 px-5 text-[15px] rounded-full',
  lg: 'h-12 px-6 text-base rounded-full',
  icon: 'size-11 rounded-full',
  iconSm: 'size-9 rounded-full',
} as const;

export function buttonClass(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  extra = '',
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`;
}
