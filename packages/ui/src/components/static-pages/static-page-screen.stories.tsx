import {
  aboutUsPage,
  buyerVendorProtectionPage,
  buyingGuidePage,
  contactUsPage,
  helpCenterPage,
  howItWorksPage,
  marketplaceGuidelinesPage,
  privacyPolicyPage,
  refundsReturnsPage,
  SUPPORT_EMAIL,
  termsOfUsePage,
  verificationDocumentSentPage,
} from '@oja/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaticPageScreen } from './static-page-screen';
import type { StaticPageContent } from './static-page-types';

/**
 * One layout for every static and legal page: h1, optional 'Last updated' line, intro, an 'On this page'
 * contents list of in-page anchors, then numbered or plain sections, each with a link to itself. Pure markup
 * (no state, no effects), so it works with JavaScript off. Each page has a desktop and a mobile story.
 */
const meta = {
  title: 'Screens/StaticPageScreen',
  component: StaticPageScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { content: termsOfUsePage },
} satisfies Meta<typeof StaticPageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

/**
 * What a reader notices: the page's one h1, a contents entry for every section (and as many as the spec
 * asks for), every entry pointing at a section that exists, a contents link that jumps to its section,
 * and each section's own link named after it.
 */
function checksPage(
  content: StaticPageContent,
  expected: { sections?: number; ids?: readonly string[] } = {},
): Story['play'] {
  return async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const { sections } = content;
    await step('one h1: the page title', async () => {
      const h1s = canvas.getAllByRole('heading', { level: 1 });
      await expect(h1s).toHaveLength(1);
      await expect(h1s[0]).toHaveTextContent(content.title);
    });
    if (content.lastUpdated) {
      const line = `Last updated ${content.lastUpdated.text}`;
      // The date is a time element inside the line: match the paragraph's whole text.
      await expect(canvas.getByText((_, el) => el?.tagName === 'P' && el.textContent === line)).toBeVisible();
    }
    if (expected.sections !== undefined) await expect(sections).toHaveLength(expected.sections);
    for (const id of expected.ids ?? []) {
      await expect(canvasElement.querySelector(`section[id="${id}"]`)).not.toBeNull();
    }
    const contents = canvas.getByRole('navigation', { name: 'On this page' });
    const entries = within(contents).getAllByRole('link');
    await step('the contents list every section, each pointing at a section that exists', async () => {
      await expect(entries).toHaveLength(sections.length);
      await expect(canvasElement.querySelectorAll('section[id]')).toHaveLength(sections.length);
      for (const [index, entry] of entries.entries()) {
        const id = sections[index]?.id ?? '';
        await expect(entry).toHaveAttribute('href', `#${id}`);
        const target = canvasElement.ownerDocument.getElementById(id);
        await expect(target?.tagName).toBe('SECTION');
        await expect(canvas.getByRole('region', { name: entry.textContent ?? '' })).toBe(target);
      }
    });
    await step('a contents link jumps to its section; the section links to itself', async () => {
      const index = Math.min(2, sections.length - 1);
      const section = sections[index];
      if (!section) throw new Error('no section');
      const entry = entries[index];
      if (!entry) throw new Error('no entry');
      // The test runner's page has a <base> element, so really following a hash link would load another
      // document and end the test. Catch the click instead and read where it was going.
      let followed = '';
      const follow = (event: MouseEvent) => {
        const link = (event.target as Element | null)?.closest('a');
        if (!link) return;
        event.preventDefault();
        followed = link.getAttribute('href') ?? '';
      };
      canvasElement.ownerDocument.addEventListener('click', follow, { capture: true, once: true });
      await userEvent.click(entry);
      await expect(followed).toBe(`#${section.id}`);
      const target = canvasElement.ownerDocument.getElementById(followed.slice(1));
      await expect(target?.tagName).toBe('SECTION');
      // It lands below the sticky header, not under it.
      await expect(target ? getComputedStyle(target).scrollMarginTop : '0px').not.toBe('0px');
      const name = content.numbered
        ? `Link to section ${index + 1}: ${section.heading}`
        : `Link to section: ${section.heading}`;
      const region = canvas.getByRole('region', { name: entry.textContent ?? '' });
      await expect(within(region).getByRole('link', { name })).toHaveAttribute('href', `#${section.id}`);
    });
    // The snapshot shows the page from its start, without the focus ring the click left.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  };
}

/** Terms of use: 'Last updated July 7th, 2025' and 23 numbered sections. */
export const TermsOfUse: Story = {
  args: { content: termsOfUsePage },
  globals: desktop,
  play: checksPage(termsOfUsePage, { sections: 23 }),
};
export const TermsOfUseMobile: Story = { ...TermsOfUse, globals: mobile };

/** Marketplace guidelines: 12 numbered sections. */
export const MarketplaceGuidelines: Story = {
  args: { content: marketplaceGuidelinesPage },
  globals: desktop,
  play: checksPage(marketplaceGuidelinesPage, { sections: 12 }),
};
export const MarketplaceGuidelinesMobile: Story = { ...MarketplaceGuidelines, globals: mobile };

/** Refunds and returns (/refunds-returns and /refunds-and-returns): 12 numbered sections. */
export const RefundsReturns: Story = {
  args: { content: refundsReturnsPage },
  globals: desktop,
  play: checksPage(refundsReturnsPage, { sections: 12 }),
};
export const RefundsReturnsMobile: Story = { ...RefundsReturns, globals: mobile };

/** Buying guide (/buying-guide and /buying-policy): 5 numbered steps. */
export const BuyingGuide: Story = {
  args: { content: buyingGuidePage },
  globals: desktop,
  play: checksPage(buyingGuidePage, { sections: 5 }),
};
export const BuyingGuideMobile: Story = { ...BuyingGuide, globals: mobile };

/** Buyer and vendor protection (/buyer-vendor-protection and /buyer-protection): both sides' protection. */
export const BuyerVendorProtection: Story = {
  args: { content: buyerVendorProtectionPage },
  globals: desktop,
  play: checksPage(buyerVendorProtectionPage, { ids: ['buyer-protection', 'vendor-protection'] }),
};
export const BuyerVendorProtectionMobile: Story = { ...BuyerVendorProtection, globals: mobile };

export const PrivacyPolicy: Story = {
  args: { content: privacyPolicyPage },
  globals: desktop,
  play: checksPage(privacyPolicyPage),
};
export const PrivacyPolicyMobile: Story = { ...PrivacyPolicy, globals: mobile };

/** About us: the footer's media, knowledge base, FAQ, job openings and careers are sections of this page. */
export const AboutUs: Story = {
  args: { content: aboutUsPage },
  globals: desktop,
  play: checksPage(aboutUsPage, { ids: ['media', 'knowledge-base', 'faq', 'job-openings', 'careers'] }),
};
export const AboutUsMobile: Story = { ...AboutUs, globals: mobile };

export const HelpCenter: Story = {
  args: { content: helpCenterPage },
  globals: desktop,
  play: checksPage(helpCenterPage),
};
export const HelpCenterMobile: Story = { ...HelpCenter, globals: mobile };

/** Contact us: email, phone, hours and the Lagos office. */
export const ContactUs: Story = {
  args: { content: contactUsPage },
  globals: desktop,
  play: checksPage(contactUsPage, { ids: ['email', 'phone', 'hours', 'office'] }),
};
export const ContactUsMobile: Story = { ...ContactUs, globals: mobile };

/** How it works: down payment, daily, weekly or monthly, and direct debit. */
export const HowItWorks: Story = {
  args: { content: howItWorksPage },
  globals: desktop,
  play: checksPage(howItWorksPage, { ids: ['down-payment', 'choose-plan', 'direct-debit'] }),
};
export const HowItWorksMobile: Story = { ...HowItWorks, globals: mobile };

/** The income verification confirmation: received, reviewed within 24 hours, and the support address. */
export const VerificationDocumentSent: Story = {
  args: { content: verificationDocumentSentPage },
  globals: desktop,
  play: async (context) => {
    await checksPage(verificationDocumentSentPage)?.(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(/reviews your documents within 24 hours/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  },
};
export const VerificationDocumentSentMobile: Story = { ...VerificationDocumentSent, globals: mobile };
