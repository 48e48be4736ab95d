import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { buttonClass } from '@/components/ui/button.tsx';
import { LegalPage } from '@/features/site/components/static-page.tsx';

const STORED = [
  ['auth-storage', 'Local storage', 'Keeps you signed in on this device', 'Until you log out'],
  ['sidebar_state', 'First-party cookie', 'Remembers whether your dashboard sidebar is open', '7 days'],
  [
    'tt-trip-request-draft',
    'Session storage',
    'Keeps the answers of an unfinished trip request',
    'Until you close the tab',
  ],
  [
    'tt-sticky-bar-dismissed',
    'Session storage',
    'Remembers that you closed the "Get quotes" bar',
    'Until you close the tab',
  ],
] as const;

export function Component() {
  return (
    <LegalPage
      title="Cookie Policy"
      description="The cookies and similar storage TripTender uses, the third-party partners involved, how long they last and how to control them."
      intro="We use a few small, first-party cookies and browser storage to keep you signed in and remember your choices. No advertising cookies."
    >
      <h2>Types of cookies</h2>
      <ul>
        <li>
          <strong>Strictly necessary:</strong> keep you signed in and secure. The site cannot work without them, so they
          do not need consent.
        </li>
        <li>
          <strong>Preferences:</strong> remember choices such as a collapsed sidebar or a closed banner.
        </li>
        <li>
          <strong>Analytics and advertising:</strong> we use none today. Should we add any, we will ask for your consent
          first.
        </li>
      </ul>
      <h2>What we store</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Purpose</th>
            <th scope="col">Lasts</th>
          </tr>
        </thead>
        <tbody>
          {STORED.map(([name, type, purpose, lasts]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{type}</td>
              <td>{purpose}</td>
              <td>{lasts}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Third-party partners</h2>
      <p>
        No third party sets cookies on TripTender. Our email delivery provider sends the emails you ask for and does not
        use cookies on our site. Tour operators' own websites, if you visit them, have their own cookie policies.
      </p>
      <h2>How long cookies last</h2>
      <p>
        Session storage is cleared when you close the tab. First-party cookies typically last 1-2 years at most; the
        ones we set today are shorter, as the table shows. Signing out removes your sign-in data.
      </p>
      <h2>Opt-out tools</h2>
      <p>You can see, block and delete cookies and site data in your browser settings:</p>
      <ul>
        <li>
          <a href="https://support.google.com/chrome/answer/95647" rel="noopener noreferrer">
            Google Chrome
          </a>
        </li>
        <li>
          <a href="https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox" rel="noopener noreferrer">
            Mozilla Firefox
          </a>
        </li>
        <li>
          <a href="https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac" rel="noopener noreferrer">
            Apple Safari
          </a>
        </li>
        <li>
          <a
            href="https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09"
            rel="noopener noreferrer"
          >
            Microsoft Edge
          </a>
        </li>
      </ul>
      <p>
        For advertising cookies on other sites, the industry opt-out pages at{' '}
        <a href="https://www.youronlinechoices.eu/" rel="noopener noreferrer">
          Your Online Choices
        </a>{' '}
        and{' '}
        <a href="https://optout.aboutads.info/" rel="noopener noreferrer">
          the Digital Advertising Alliance
        </a>{' '}
        apply. Blocking necessary storage will sign you out.
      </p>
      <h2>Contact</h2>
      <address className="mt-4 rounded-xl bg-slate-50 p-5 not-italic ring-1 ring-slate-200">
        <strong>TripTender Ltd, Privacy Team</strong>
        <br />
        200 Atlantic Avenue, Suite 400, Boston, MA 02110, USA
        <br />
        <a href="mailto:privacy@triptender.example">privacy@triptender.example</a>
        <br />
        Or use our <Link to={paths.contact}>contact form</Link>.
      </address>
      <p className="mt-10">
        <Link to={paths.home} className={`${buttonClass('primary', 'lg')} no-underline! text-white!`}>
          Back to Home
        </Link>
      </p>
    </LegalPage>
  );
}
