import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';

/** What every link in ui renders: an anchor with a required href. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
  /**
   * Navigation state for the page it opens (history.state: what the spec calls navigation state, such as
   * home's direct-debit notification). The app's router carries it; a plain anchor cannot, and drops it.
   */
  state?: unknown;
};

/** The component the app routes links with (wouter's Link in apps/web). It must render an <a>. */
export type LinkComponent = ComponentType<LinkProps>;

/** Without a provider a link is a plain anchor: the browser loads the page (Storybook docs, tests). */
function PlainAnchor({ ref, state: _state, ...props }: LinkProps) {
  return <a ref={ref} {...props} />;
}

const LinkContext = createContext<LinkComponent>(PlainAnchor);

/**
 * Lets the app decide how ui's links navigate (the Polaris / react-aria pattern): ui renders <Link href>,
 * the app fills the provider once with its router's link, and no component threads a navigate callback.
 */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** A link that navigates the way the app's LinkProvider says (client-side in the app, a page load otherwise). */
export function Link(props: LinkProps) {
  const Component = useContext(LinkContext);
  return <Component {...props} />;
}
