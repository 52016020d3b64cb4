import { SiteFooter } from '@oja/ui';
import { useLocation } from 'wouter';

/** The footer, loaded after the page has rendered (spec §2: 'a footer loads after the page'). */
export default function Footer() {
  const [, navigate] = useLocation();
  return <SiteFooter year={new Date().getFullYear()} onNavigate={(href) => navigate(href)} />;
}
