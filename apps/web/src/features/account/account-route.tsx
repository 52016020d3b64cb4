import { AccountLayout, type AccountSection, ProfileSummary, StandingAccountPanel } from '@oja/ui';
import { RouteFallback } from '../../app/route-fallback';
import { hrefs } from '../../hrefs';
import { useDocumentTitle } from '../../shared/document-title';
import { koboFromWire } from '../../shared/wire-money';
import { ComplaintsSection } from './complaints-section';
import { DataSaverSection } from './data-saver-section';
import { DeliverySection } from './delivery-section';
import { PrivacySection } from './privacy-section';
import { useCurrentUser } from './session';
import { SmsSection } from './sms-section';
import { useTierUpgradeDialog } from './tier-upgrade';
import { VerificationSection } from './verification-section';

const TITLES: Record<AccountSection, string> = {
  'profile-summary': 'Profile summary',
  'account-verification': 'Account verification',
  'delivery-address': 'Delivery address',
  feedback: 'Feedback',
  'resolution-centre': 'Resolution Centre',
};

const isSection = (value: string | undefined): value is AccountSection =>
  value !== undefined && value in TITLES;

/** /user-dashboard/account-profile/{section}: the account area (protected). */
export default function AccountRoute({ params }: { params: { section?: string } }) {
  const section: AccountSection = isSection(params.section) ? params.section : 'profile-summary';
  useDocumentTitle(TITLES[section]);
  const user = useCurrentUser();
  const tierUpgrade = useTierUpgradeDialog();
  return (
    <AccountLayout section={section} title={TITLES[section]} hrefs={hrefs}>
      {!user ? (
        <RouteFallback />
      ) : section === 'profile-summary' ? (
        <div className="oja-account__stack">
          <ProfileSummary
            user={{
              firstName: user.firstName ?? '',
              lastName: user.lastName ?? '',
              email: user.email,
              phoneNumber: user.phoneNumber,
              isTier2: user.isTier2,
              residentialAddress: user.residentialAddress,
              residentialCity: user.residentialCity,
              residentialState: user.residentialState,
              // What the team set on the shopper's credit (issue 45): a lower limit, a freeze.
              instalmentLimitKobo: user.instalmentCredit
                ? koboFromWire(user.instalmentCredit.limit)
                : undefined,
              creditFrozen: user.instalmentCredit?.frozen ?? false,
            }}
            onUpgrade={tierUpgrade.ask}
          />
          {tierUpgrade.dialog}
          {user.standingAccount ? (
            // Issue 44: the shopper's own account number for instalments, once it is made.
            <StandingAccountPanel
              account={user.standingAccount}
              headingLevel={2}
              onCopyText={(text) => void navigator.clipboard?.writeText(text)}
            />
          ) : null}
          <SmsSection user={user} />
          <DataSaverSection />
          <PrivacySection />
        </div>
      ) : section === 'account-verification' ? (
        <VerificationSection user={user} />
      ) : section === 'delivery-address' ? (
        <DeliverySection />
      ) : section === 'resolution-centre' ? (
        <ComplaintsSection />
      ) : (
        <p>This section is coming soon.</p>
      )}
    </AccountLayout>
  );
}
