import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { isSamePath, useLocation } from './location';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site (lib/paths.ts). */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser would follow in this tab: the main button, no modifier key (those open a tab or window). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link to a page of the site. It is a real <a href>, so it works before the app has started and opens in a new
 * tab like any link; once the app runs, a plain click shows the page without reloading the document.
 */
export function RouterLink({ to, onClick, ...anchor }: RouterLinkProps) {
  const { navigate } = useLocation();
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, anchor.target)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/** A menu's link: marked as the current page (class `active`, aria-current) when it leads to the page on screen. */
export function NavLink({ to, className, ...link }: RouterLinkProps) {
  const current = isSamePath(useLocation().pathname, to);
  return (
    <RouterLink
      {...link}
      to={to}
      className={current ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={current ? 'page' : undefined}
    />
  );
}
