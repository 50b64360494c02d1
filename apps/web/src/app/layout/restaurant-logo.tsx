import { pageConfig } from '../../lib/page-config.ts';
import { Picture } from '../../ui/picture.tsx';

/** The restaurant's logo in its configured shape, or its initial on the brand colour. */
export function RestaurantLogo({ className = 'size-10' }: { className?: string }) {
  const { logo, logoShape } = pageConfig.theme;
  const shape = logoShape === 'round' ? 'rounded-full' : 'rounded-xl';
  if (!logo) {
    return (
      <span
        aria-hidden="true"
        className={`grid shrink-0 place-items-center bg-primary font-bold text-on-primary ${shape} ${className}`}
      >
        {pageConfig.name.slice(0, 1)}
      </span>
    );
  }
  return (
    <Picture
      src={logo}
      kind="logo"
      sizes="80px"
      alt=""
      width={80}
      height={80}
      className={`shrink-0 bg-white object-cover ${shape} ${className}`}
    />
  );
}
