import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MOCK_ACCOUNTS } from '../../testing/mock-server';
import { adminStore } from '../../admin/store';
import { setLanguage } from '../../runtime/store';
import { toast } from '../../kit/toast';
import { mockApiPerTest } from '../../testing/admin';
import { deepActiveElement, expectAccessible, mountElement } from '../../testing/kit';
import './admin-settings.element';

const mock = mockApiPerTest({}, { viewport: false });

const mount = () => mountElement('commune-admin-settings');
/** A password input has no role: found by its label. */
const field = (label: string) => page.getByLabelText(label, { exact: true });
const accounts = () => page.getByRole('grid', { name: 'Comptes du personnel' });
const row = (username: string) => accounts().getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${username}`) }) });

/** A field's description, looked up in its own shadow root. */
function descriptionOf(element: Element): string {
  const root = element.getRootNode() as ShadowRoot;
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
}

async function openAction(username: string, action: string) {
  await page.getByRole('button', { name: `Actions pour ${username}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('<commune-admin-settings>', () => {
  it('shows the admin’s own account, the password form and the staff accounts, nothing offered on their own row', async () => {
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    const mine = page.getByRole('region', { name: 'Mon compte' });
    await expect.element(mine).toHaveTextContent(/Nom affiché\s*Admin\s*Identifiant\s*admin\s*Rôle\s*Administrateur/);
    await expect.element(page.getByRole('heading', { level: 3, name: 'Changer mon mot de passe' })).toBeVisible();
    await expect.element(field('Mot de passe actuel')).toHaveAttribute('autocomplete', 'current-password');
    await expect.element(field('Nouveau mot de passe')).toHaveAttribute('autocomplete', 'new-password');

    await expect.element(page.getByRole('heading', { level: 2, name: 'Comptes du personnel' })).toBeVisible();
    await expect.element(row('admin')).toHaveTextContent(/adminVous\s*Admin\s*Administrateur\s*Actif/);
    await expect.element(row('admin')).toHaveTextContent('Votre compte');
    await expect.element(page.getByRole('button', { name: 'Actions pour admin' })).not.toBeInTheDocument();
    await expect.element(row('editor')).toHaveTextContent(/editor\s*Aïssatou Mohamadou\s*Rédacteur\s*Actif\s*Jamais/);
    await expect.element(page.getByRole('button', { name: 'Actions pour editor' })).toBeVisible();
    await expectAccessible(el);
  });

  it('changes one’s own password, with a toast, and empties the form', async () => {
    await mount();
    await field('Mot de passe actuel').fill(MOCK_ACCOUNTS.admin.password);
    await field('Nouveau mot de passe').fill('mil-et-oignons-2025');
    await field('Confirmer le nouveau mot de passe').fill('mil-et-oignons-2025');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect.element(page.getByRole('button', { name: 'Enregistrement…' })).toBeVisible();
    await expect.element(page.getByText('Mot de passe changé')).toBeVisible();
    await expect.element(field('Mot de passe actuel')).toHaveValue('');
    await expect.element(field('Nouveau mot de passe')).not.toHaveAttribute('aria-invalid');
    expect(mock.api.state.users[0]!.password).toBe('mil-et-oignons-2025');
  });

  it('checks the fields with the server’s messages, and the confirmation', async () => {
    const el = await mount();
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect.element(field('Mot de passe actuel')).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(field('Mot de passe actuel').element())).toBe('Le mot de passe actuel est obligatoire.');
    expect(descriptionOf(field('Nouveau mot de passe').element())).toContain('Le mot de passe doit contenir au moins 12\u00a0caractères.');
    await expect.poll(deepActiveElement).toBe(field('Mot de passe actuel').element());

    await field('Mot de passe actuel').fill('quelque chose');
    await field('Nouveau mot de passe').fill('mil-et-oignons-2025');
    await field('Confirmer le nouveau mot de passe').fill('mil-et-oignons-2024');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect.poll(() => descriptionOf(field('Confirmer le nouveau mot de passe').element())).toBe('Les deux mots de passe ne sont pas identiques.');
    await expect.poll(deepActiveElement).toBe(field('Confirmer le nouveau mot de passe').element());
    expect(mock.api.requests).not.toContain('POST /api/v1/session/password');
    await expectAccessible(el);
  });

  it('says a wrong current password under its field (the server’s 403)', async () => {
    await mount();
    await field('Mot de passe actuel').fill('pas le bon');
    await field('Nouveau mot de passe').fill('mil-et-oignons-2025');
    await field('Confirmer le nouveau mot de passe').fill('mil-et-oignons-2025');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => descriptionOf(field('Mot de passe actuel').element())).toBe('Le mot de passe actuel est incorrect.');
    await expect.poll(deepActiveElement).toBe(field('Mot de passe actuel').element());
    await userEvent.keyboard('x');
    await expect.element(field('Mot de passe actuel')).not.toHaveAttribute('aria-invalid');
    expect(mock.api.state.users[0]!.password).toBe(MOCK_ACCOUNTS.admin.password);
  });

  it('adds an account: the schema’s messages, then a taken username under its field, then the new row', async () => {
    await mount();
    await page.getByRole('button', { name: 'Ajouter un compte' }).click();
    const sheet = page.getByRole('dialog', { name: 'Ajouter un compte' });
    await expect.element(sheet).toBeVisible();
    await expect.poll(deepActiveElement).toBe(sheet.getByRole('textbox', { name: 'Identifiant' }).element());
    await expect.element(sheet.getByRole('button', { name: /Rôle/ })).toHaveTextContent(/Rédacteur/);

    await sheet.getByRole('textbox', { name: 'Identifiant' }).fill('O Issa');
    await sheet.getByLabelText('Mot de passe initial').fill('court');
    await sheet.getByRole('button', { name: 'Créer le compte' }).click();
    await expect.element(sheet.getByText('L’identifiant doit contenir de 3 à 32 lettres minuscules, chiffres, points, tirets ou soulignés.')).toBeVisible();
    await expect.element(sheet.getByText('Le mot de passe doit contenir au moins 12\u00a0caractères.')).toBeVisible();
    await expect.element(sheet.getByRole('textbox', { name: 'Nom affiché' })).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(deepActiveElement).toBe(sheet.getByRole('textbox', { name: 'Identifiant' }).element());
    await expectAccessible(sheet.element());

    await sheet.getByRole('textbox', { name: 'Identifiant' }).fill('editor');
    await sheet.getByRole('textbox', { name: 'Nom affiché' }).fill('Oumarou Issa');
    await sheet.getByLabelText('Mot de passe initial').fill('oignons-de-Dtima-2025');
    await sheet.getByRole('button', { name: 'Créer le compte' }).click();
    await expect.element(sheet.getByText('Cet identifiant est déjà utilisé.')).toBeVisible();
    await expect.poll(deepActiveElement).toBe(sheet.getByRole('textbox', { name: 'Identifiant' }).element());

    await sheet.getByRole('textbox', { name: 'Identifiant' }).fill('o.issa');
    await sheet.getByRole('button', { name: 'Créer le compte' }).click();
    await expect.element(sheet).not.toBeInTheDocument();
    await expect.element(page.getByText('Oumarou Issa peut se connecter avec l’identifiant o.issa.')).toBeVisible();
    await expect.element(row('o.issa')).toHaveTextContent(/Oumarou Issa\s*Rédacteur\s*Actif/);
    expect(mock.api.state.users.find((user) => user.username === 'o.issa')!.password).toBe('oignons-de-Dtima-2025');
  });

  it('resets another member’s password in a dialog', async () => {
    await mount();
    await openAction('editor', 'Réinitialiser le mot de passe');
    const dialog = page.getByRole('dialog', { name: 'Nouveau mot de passe pour Aïssatou Mohamadou' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByLabelText('Nouveau mot de passe').fill('court');
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect.element(dialog.getByText('Le mot de passe doit contenir au moins 12\u00a0caractères.')).toBeVisible();
    await expectAccessible(dialog.element());
    await dialog.getByLabelText('Nouveau mot de passe').fill('mil-rouge-de-Dtima');
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByText('Mot de passe réinitialisé')).toBeVisible();
    expect(mock.api.state.users[1]!.password).toBe('mil-rouge-de-Dtima');
  });

  it('disables and re-enables an account, each confirmed, and gives it the other role', async () => {
    await mount();
    await openAction('editor', 'Désactiver le compte');
    const confirm = page.getByRole('alertdialog', { name: 'Désactiver le compte de Aïssatou Mohamadou\u00a0?' });
    await expect.element(confirm).toHaveTextContent('Aïssatou Mohamadou ne pourra plus se connecter.');
    await expect.poll(deepActiveElement).toBe(confirm.getByRole('button', { name: 'Annuler' }).element());
    await confirm.getByRole('button', { name: 'Désactiver' }).click();
    await expect.element(row('editor')).toHaveTextContent('Désactivé');
    expect(mock.api.state.users[1]!.disabled).toBe(true);
    // The toast sits over the end of the row on a small screen.
    toast.dismiss();

    await openAction('editor', 'Réactiver le compte');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Réactiver' }).click();
    await expect.element(row('editor')).toHaveTextContent('Actif');
    toast.dismiss();

    await openAction('editor', 'Donner le rôle Administrateur');
    await page.getByRole('alertdialog', { name: 'Donner le rôle Administrateur à Aïssatou Mohamadou\u00a0?' }).getByRole('button', { name: 'Donner le rôle' }).click();
    await expect.element(row('editor')).toHaveTextContent('Administrateur');
    expect(mock.api.state.users[1]!.role).toBe('admin');
  });

  it('says when the account changed meanwhile (409), and reloads', async () => {
    await mount();
    await expect.element(row('editor')).toBeVisible();
    mock.api.state.users[1]!.version += 1;
    mock.api.state.users[1]!.displayName = 'Aïssatou M.';
    await openAction('editor', 'Désactiver le compte');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Désactiver' }).click();
    await expect.element(page.getByText('Ce compte a changé entre-temps')).toBeVisible();
    await expect.element(row('editor')).toHaveTextContent(/Aïssatou M\.\s*Rédacteur\s*Actif/);
  });

  it('shows an editor their account and password, and no staff accounts', async () => {
    mock.api.signIn('editor');
    const el = await mount();
    await expect.element(page.getByRole('region', { name: 'Mon compte' })).toHaveTextContent(/Aïssatou Mohamadou\s*Identifiant\s*editor\s*Rôle\s*Rédacteur/);
    await expect.element(page.getByText('Les comptes du personnel sont gérés par un administrateur de la mairie.')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Comptes du personnel' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Ajouter un compte' })).not.toBeInTheDocument();
    expect(mock.api.requests).not.toContain('GET /api/v1/users');
    await expectAccessible(el);
  });

  it('speaks English, and filters the accounts by the header’s search', async () => {
    setLanguage('en');
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'My account' })).toHaveTextContent(/Role\s*Administrator/);
    const table = page.getByRole('grid', { name: 'Staff accounts' });
    await expect.element(table.getByRole('row')).toHaveLength(3);
    adminStore.getState().setQuery('aissatou');
    await expect.element(table.getByRole('row')).toHaveLength(2);
    adminStore.getState().setQuery('nobody');
    await expect.element(table).toHaveTextContent('No results for "nobody".');
    adminStore.getState().setQuery('');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.element(page.getByText('Current password is required.')).toBeVisible();
    await expectAccessible(el);
  });
});
