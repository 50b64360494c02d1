import { safeLink } from '@tavola/domain/content/safe-link';
import type { RestaurantInfo } from '../../api/restaurant-info.ts';

const SOCIAL_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/**
 * The restaurant's social networks that have a link, in the answer's order. Only https links are
 * rendered (an older import may still hold a javascript: or data: one): the others are left out.
 */
export function socialLinksOf(info: RestaurantInfo | undefined): { network: string; label: string; url: string }[] {
  if (!info) return [];
  return Object.entries(info.social).flatMap(([network, url]) => {
    const safe = safeLink(url);
    return safe ? [{ network, label: SOCIAL_LABELS[network] ?? network, url: safe }] : [];
  });
}

/** Social links as small pills (side menu, event top bar). */
export function SocialLinks({
  info,
  className = 'flex flex-wrap gap-1.5',
  linkClassName = '',
}: {
  info: RestaurantInfo | undefined;
  className?: string;
  linkClassName?: string;
}) {
  const links = socialLinksOf(info);
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
