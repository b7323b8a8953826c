import { test, expect, expectNoSeriousA11yViolations } from '../support/fixtures';
import { uniqueEmail } from '../support/server';

// A real 1x1 PNG: the storage server checks the bytes against the extension.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TEN_MB = 10 * 1024 * 1024;

test.describe('report an issue', () => {
  test('submit stays disabled until email and description are filled', async ({ page }) => {
    await page.goto('/report-issue');
    await expect(page).toHaveTitle(/Report an Issue/);
    const submit = page.getByRole('button', { name: 'Submit report' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    await page.getByLabel('Email').fill('someone@example.com');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Description').fill('The plugin froze.');
    await expect(submit).toBeEnabled();
    await expect(page.getByText('Please fill in all required fields')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('without an attachment: stored, mailed to support', async ({ page, server }) => {
    const email = uniqueEmail('issue');
    await page.goto('/report-issue');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Description').fill('Generated Row ignores spacing between items.');
    await page.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByText('Issue Reported Successfully')).toBeVisible();
    const { data } = await server.admin.from('issue_reports').select('*').eq('email', email);
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({ severity: 'medium', file_url: null, file_name: null });
    await expect
      .poll(async () =>
        (await server.mailTo('support@frametocode.app')).some((m) => m.text.includes(email)),
      )
      .toBe(true);
  });

  test('with an attachment: upload progress, file stored, function called, mail sent', async ({
    page,
    server,
  }) => {
    const email = uniqueEmail('attach');
    await page.goto('/report-issue');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Description').fill('Screenshot of the broken preview attached.');
    await page
      .getByLabel('Attachment (optional)')
      .setInputFiles({ name: 'broken preview.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByText('broken preview.png')).toBeVisible();
    // Hold the upload's answer for a moment so the progress bar can be seen.
    await page.route('**/storage/v1/object/issue-attachments/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit report' }).click();
    const progress = page.getByRole('progressbar', { name: 'Uploading attachment' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuemax', '100');
    await expect(page.getByText('Issue Reported Successfully')).toBeVisible();
    await expect(progress).toHaveCount(0);

    const { data } = await server.admin.from('issue_reports').select('*').eq('email', email);
    expect(data).toHaveLength(1);
    const report = data![0] as { file_url: string; file_name: string };
    expect(report.file_name).toBe('broken preview.png');
    expect(report.file_url).toMatch(
      /\/storage\/v1\/object\/public\/issue-attachments\/\d+_broken_preview\.png$/,
    );
    const download = await fetch(report.file_url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    await expect
      .poll(
        async () =>
          (await server.mailTo('support@frametocode.app')).find((m) => m.text.includes(email))
            ?.text ?? '',
      )
      .toContain(report.file_url);
  });

  test('a failed upload and a failed call show the spec texts', async ({ page }) => {
    await page.goto('/report-issue');
    await page.getByLabel('Email').fill('errors@example.com');
    await page.getByLabel('Description').fill('Checking the error texts.');
    await page
      .getByLabel('Attachment (optional)')
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.route('**/storage/v1/object/issue-attachments/**', (route) =>
      route.fulfill({
        status: 507,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: '507',
          error: 'Storage full',
          message: 'The storage is full',
        }),
      }),
    );
    await page.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByRole('alert')).toHaveText('File upload failed: The storage is full');

    await page.getByRole('button', { name: 'Remove' }).click();
    await page.route('**/functions/v1/report-issue', (route) =>
      route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' }),
    );
    await page.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByRole('alert')).toHaveText('An unexpected error occurred');
  });

  test('the page refuses an oversize file and a wrong type', async ({ page }) => {
    await page.goto('/report-issue');
    const input = page.getByLabel('Attachment (optional)');
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(TEN_MB + 1),
    });
    await expect(page.getByText('File size must be less than 10MB')).toBeVisible();
    await expect(page.getByText('huge.png')).toHaveCount(0);
    await input.setInputFiles({
      name: 'installer.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(page.getByText('File type not supported', { exact: false })).toBeVisible();
    await expect(page.getByText('installer.exe')).toHaveCount(0);
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('steps to reproduce'),
    });
    await expect(page.getByText('notes.txt')).toBeVisible();
    await expect(page.locator('.field__error')).toHaveCount(0);
  });

  test('the server refuses an oversize file and a wrong type', async ({ server }) => {
    const headers = { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` };
    const base = `${server.url}/storage/v1/object/issue-attachments`;
    const big = new Uint8Array(TEN_MB + 1);
    big.set(PNG_1X1);
    const tooBig = await fetch(`${base}/${Date.now()}_big.png`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'image/png' },
      body: big,
    });
    expect(tooBig.status).toBe(413);
    const wrongType = await fetch(`${base}/${Date.now()}_tool.exe`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: new Uint8Array([0x4d, 0x5a, 0, 0]),
    });
    expect(wrongType.ok).toBe(false);
    expect([400, 415]).toContain(wrongType.status);
    const disguised = await fetch(`${base}/${Date.now()}_fake.png`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'image/png' },
      body: new Uint8Array([0x4d, 0x5a, 0, 0]),
    });
    expect(disguised.status).toBe(415);
  });
});

test.describe('feedback', () => {
  test('submit is disabled until email and rating exist; the stars are a keyboard radio group', async ({
    page,
  }) => {
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { name: 'Share Your Feedback' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Send feedback' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText('Please provide your email and a rating')).toBeVisible();
    await page.getByLabel('Email').fill('keyboard@example.com');
    await expect(submit).toBeDisabled();
    await page.getByRole('radio', { name: /1 star, Poor/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: /1 star, Poor/ })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /2 stars, Fair/ })).toBeChecked();
    await expect(submit).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  const labels = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'];
  for (const [index, label] of labels.entries()) {
    const rating = index + 1;
    test(`rating ${rating} (${label}) is stored`, async ({ page, server }) => {
      const email = uniqueEmail(`rating${rating}`);
      await page.goto('/feedback');
      await page.getByLabel('Email').fill(email);
      await page
        .getByRole('radio', { name: new RegExp(`^${rating} stars?, ${label}$`) })
        .check({ force: true });
      await expect(page.locator('.star-rating__text')).toHaveText(label);
      if (rating % 2 === 1) await page.getByLabel('Comments (optional)').fill(`Rated ${label}.`);
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await expect(page.getByText('Thank you!')).toBeVisible();
      const { data } = await server.admin
        .from('feedback')
        .select('rating, comments')
        .eq('email', email);
      expect(data).toEqual([{ rating, comments: rating % 2 === 1 ? `Rated ${label}.` : null }]);
    });
  }
});

test.describe('contact sales page', () => {
  test('stores the request and notifies sales', async ({ page, server }) => {
    const email = uniqueEmail('sales');
    await page.goto('/contact-sales');
    await expect(page.getByRole('heading', { name: "Let's discuss your project" })).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact sales' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Apps');
    await form.getByRole('textbox', { name: 'Job title' }).fill('Head of Mobile');
    await form.getByRole('textbox', { name: 'Work email' }).fill(email);
    await form.getByRole('combobox', { name: 'Country' }).selectOption('United Kingdom');
    await form.getByRole('combobox', { name: 'Company size' }).selectOption('51-200');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('We ship 40 screens a month across three apps.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText("Message sent successfully! We'll be in touch soon."),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('', {
      timeout: 5000,
    });
    const { data } = await server.admin
      .from('contact_requests')
      .select('company, country, company_size')
      .eq('email', email);
    expect(data).toEqual([
      { company: 'Analytical Apps', country: 'United Kingdom', company_size: '51-200' },
    ]);
    await expect
      .poll(async () =>
        (await server.mailTo('sales@frametocode.app')).some((m) => m.text.includes(email)),
      )
      .toBe(true);
  });

  test('shows each missing field and the country list', async ({ page }) => {
    await page.goto('/contact-sales');
    const form = page.getByRole('form', { name: 'Contact sales' });
    await expect(form.getByRole('combobox', { name: 'Country' }).locator('option')).toHaveCount(
      196,
    );
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Please select a country')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });
});
