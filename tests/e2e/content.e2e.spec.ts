import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openAs, useE2E } from './browser.js';

const e2e = useE2E();

describe('news, FAQ and public pages in the browser', () => {
  it('an Admin writes news in both languages; a dealer sees the unread badge and reads it in Spanish, and the badge goes', async () => {
    const admin = await e2e.newPage();
    await openAs(admin, e2e.baseUrl, 'admin@demo.test', '/news/create');
    await admin.fill('input[name="titleEn"]', 'Workshop closed on Friday');
    await admin.fill('input[name="titleEs"]', 'Taller cerrado el viernes');
    await admin.fill('textarea[name="bodyEn"]', 'We are closed for the annual inventory.');
    await admin.fill('textarea[name="bodyEs"]', 'Cerramos por el inventario anual.');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL('**/admin/news');
    await admin.getByRole('row', { name: /Workshop closed on Friday/ }).waitFor();

    const dealer = await e2e.newPage('es-ES');
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/news');
    const badge = dealer.locator('[data-testid="news-badge"] .MuiBadge-badge');
    await badge.getByText('1', { exact: true }).waitFor();
    await dealer.getByRole('row', { name: /Taller cerrado el viernes/ }).getByText('Nueva').waitFor();
    await dealer.getByText('Taller cerrado el viernes').click();
    await dealer.getByTestId('news-body').getByText('Cerramos por el inventario anual.').waitFor();
    await dealer.locator('[data-testid="news-badge"] .MuiBadge-invisible').waitFor({ state: 'attached' }); // MUI hides an emptied badge (scale 0): attached, never visible
    expect(await e2e.portal.services.db.selectFrom('news_reads').select('news_id').execute()).toHaveLength(1);
  });

  it('anyone reads the FAQ and searches it, and reads a public page in Spanish, without signing in', async () => {
    const adminToken = await e2e.portal.login('admin@demo.test');
    await e2e.call(adminToken, 'POST', '/api/faq', { groupEn: 'Files', groupEs: 'Archivos', questionEn: 'Which tools are supported?', questionEs: '¿Qué herramientas se admiten?', answerEn: 'KESS and KTAG.', answerEs: 'KESS y KTAG.' });
    await e2e.call(adminToken, 'POST', '/api/faq', { groupEn: 'Credits', questionEn: 'Do credits expire?', answerEn: 'No, never.' });
    await e2e.call(adminToken, 'PUT', '/api/content-pages/chiptuning', { titleEn: 'Chiptuning', titleEs: 'Reprogramación', bodyEn: 'More power, safely.', bodyEs: 'Más potencia, con seguridad.' });

    const visitor = await e2e.newPage();
    await visitor.goto(`${e2e.baseUrl}/admin/faq`);
    await visitor.getByText('Do credits expire?').waitFor();
    await visitor.getByText('Which tools are supported?').waitFor();
    await visitor.getByTestId('faq-search').fill('ktag');
    await expect.poll(() => visitor.getByTestId('faq-entry').count()).toBe(1);
    await visitor.getByText('Which tools are supported?').click();
    await visitor.getByText('KESS and KTAG.').waitFor();

    const spanishVisitor = await e2e.newPage('es-ES');
    await spanishVisitor.goto(`${e2e.baseUrl}/admin/site/chiptuning`);
    await spanishVisitor.getByTestId('site-title').getByText('Reprogramación').waitFor();
    await spanishVisitor.getByTestId('site-body').getByText('Más potencia, con seguridad.').waitFor();
    expect(spanishVisitor.url()).toContain('/admin/site/chiptuning');

    await visitor.goto(`${e2e.baseUrl}/admin/terms`);
    const [download] = await Promise.all([visitor.waitForEvent('download'), visitor.getByText('Download the terms of use').click()]);
    expect(download.suggestedFilename()).toBe('terms-of-use.pdf');
    const pdf = await readFile((await download.path())!, 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('General terms and conditions');
  });

  it("gives the Admin the FAQ and public pages' screens", async () => {
    const admin = await e2e.newPage();
    await openAs(admin, e2e.baseUrl, 'admin@demo.test', '/faq-entries');
    await admin.getByRole('row', { name: /Do credits expire\?/ }).waitFor();
    await admin.goto(`${e2e.baseUrl}/admin/content-pages`);
    await admin.getByRole('row', { name: /About us/ }).getByText('Not written yet').click();
    await admin.fill('input[name="titleEn"]', 'About us');
    await admin.fill('textarea[name="bodyEn"]', 'A family workshop since 1998.');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL('**/admin/content-pages');
    await admin.goto(`${e2e.baseUrl}/admin/site/about`);
    await admin.getByTestId('site-body').getByText('A family workshop since 1998.').waitFor();
  });
});
