import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits, openByShortLink } from '../../utils/account-e2e';
import { expectNoAxeViolations } from '../../utils/axe';
import { confirmEmailLinkFor } from '../../utils/e2e-outbox';
import { DEMO_PASSWORD, logInAs } from '../../utils/e2e-session';

const contactDetails = (page: Page) => page.getByRole('region', { name: 'Contact details' });

/** Types a new login email (and the password asked for with it) and saves. */
async function changeEmail(page: Page, email: string, password: string) {
  const contact = contactDetails(page);
  await contact.getByLabel('Email address').fill(email);
  await contact.getByLabel('Your current password').fill(password);
  await contact.getByRole('button', { name: 'Save contact details' }).click();
}

/** Opens the newest link emailed to `email` to confirm it, and uses it. */
async function confirmByLink(page: Page, email: string) {
  await page.goto(confirmEmailLinkFor(email));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Confirm your new email address',
  );
  await page.getByRole('button', { name: 'Use this email address' }).click();
  // Every page also has the offline notice's status region: take this one by its words.
  const done = page.getByRole('status').filter({ hasText: `You log in with ${email} from now on` });
  await expect(done).toBeVisible();
}

for (const [index, { name, viewport }] of ACCOUNT_VIEWPORTS.entries()) {
  test.describe(name, () => {
    test.use({ viewport });

    test('alex changes his phone number, and it is still there after a reload', async ({
      page,
    }) => {
      const phone = `0770090012${index}`;
      await logInAs(page, 'alex@example.com');
      await openByShortLink(page, '/personal-details', '/accounts/edit', 'Personal details');
      await expectScreenFits(page);

      const contact = contactDetails(page);
      await contact.getByLabel('Phone number').fill('01234');
      await contact.getByRole('button', { name: 'Save contact details' }).click();
      await expect(contact.getByLabel('Phone number')).toHaveAccessibleDescription(
        /UK phone number/i,
      );

      await contact.getByLabel('Phone number').fill(phone);
      await contact.getByRole('button', { name: 'Save contact details' }).click();
      await expect(contact.getByRole('status')).toHaveText(
        `Saved: your phone number is now ${phone}.`,
      );

      await page.reload();
      await expect(contactDetails(page).getByLabel('Phone number')).toHaveValue(phone);
    });

    // A login may ask for 3 confirmation emails an hour, and an address be sent 1: the move
    // there and back runs at one screen size (the phone), the screen's layout at both.
    const [login, name] = ['alex@example.com', 'alex'];

    if (index === 0)
      test(`${name} moves the login to a new email with the password and the link sent there`, async ({
        page,
      }) => {
        const newEmail = `${name}.${index}@example.co.uk`;
        await logInAs(page, login);
        await page.goto('/accounts/edit');
        const contact = contactDetails(page);

        await changeEmail(page, newEmail, 'not-my-password');
        await expect(contact.getByLabel('Your current password')).toHaveAccessibleDescription(
          /That is not your current password/,
        );
        await expect(contact.getByLabel('Email address')).toHaveValue(newEmail);

        await contact.getByLabel('Your current password').fill(DEMO_PASSWORD);
        await contact.getByRole('button', { name: 'Save contact details' }).click();
        await expect(contact.getByRole('status')).toHaveText(
          `Saved: check ${newEmail} for the link we have sent, and open it within 24 hours to log in with that address.`,
        );
        // Until the link is opened, the login stays as it was.
        await expect(contact.getByLabel('Email address')).toHaveValue(login);
        await expect(contact.getByLabel('Email address')).toHaveAccessibleDescription(
          new RegExp(`To log in with ${newEmail.replace(/\./g, '\\.')} instead, open the link`),
        );
        await expectScreenFits(page);

        await confirmByLink(page, newEmail);
        await expectNoAxeViolations(page);
        await page.goto('/accounts/edit');
        await expect(contactDetails(page).getByLabel('Email address')).toHaveValue(newEmail);

        // The other journeys log in with the seeded emails: give it back.
        await changeEmail(page, login, DEMO_PASSWORD);
        await expect(contact.getByRole('status')).toContainText(
          `Saved: check ${login} for the link`,
        );
        await confirmByLink(page, login);
      });
  });
}
