/**
 * A link that works the same inside an island and inside the whole app. On island pages it is a
 * plain link (the next page comes from the server); in the whole app the router provides
 * `ClientNavigationContext`, and a plain left click navigates on the client instead. The markup is
 * identical either way, so an island hydrates the same HTML in both. Island code must not import
 * the router: that would put it back into every page's first load.
 */
import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export const ClientNavigationContext = createContext<((href: string) => void) | null>(null);

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ onClick, ...props }, ref) {
  const navigate = useContext(ClientNavigationContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || !isPlainLeftClick(event) || props.target || props.download !== undefined) return;
    event.preventDefault();
    navigate(props.href);
  };
  return <a ref={ref} {...props} onClick={handleClick} />;
});
