import {
  INVALID_INVITATION_LINK,
  INVALID_RESET_LINK,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
} from './password-reset';

export type PasswordPageKind = 'reset' | 'invitation';

/** What differs between the page of a reset link and the page of an invitation link. */
const WORDING: Record<PasswordPageKind, { title: string; heading: string; done: string; invalid: string }> = {
  reset: {
    title: 'Set a new password',
    heading: 'Set a new password',
    done: 'Your password has been changed. You can now log in with your new password.',
    invalid: INVALID_RESET_LINK,
  },
  invitation: {
    title: 'Set your password',
    heading: 'Welcome! Set your password',
    done: 'Your password has been set. You can now log in with your e-mail address and this password.',
    invalid: INVALID_INVITATION_LINK,
  },
};

/**
 * The page behind the e-mailed link: self-contained (no external assets, works before the app is built),
 * labelled fields, errors announced through a live region. It POSTs to the confirm endpoint of the realm.
 */
export function resetPasswordPage(realm: string, kind: PasswordPageKind = 'reset'): string {
  const wording = WORDING[kind];
  const confirmUrl = `/realms/${encodeURIComponent(realm)}/password-reset/confirm`;
  const messages = {
    invalid: wording.invalid,
    serverInvalid: INVALID_RESET_LINK,
    tooShort: PASSWORD_TOO_SHORT,
    mismatch: 'The passwords do not match.',
    failed: 'The password could not be changed. Please try again.',
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${wording.title} – QMS</title>
<style>
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f1f3f5; color: #212529; }
  main { width: 400px; max-width: calc(100vw - 32px); background: #fff; border-radius: 8px; padding: 24px;
    box-shadow: 0 1px 3px rgba(0,0,0,.12), 0 4px 12px rgba(0,0,0,.08); box-sizing: border-box; }
  h1 { font-size: 1.4rem; margin: 0 0 16px; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 8px 10px; font-size: 1rem; border: 1px solid #adb5bd; border-radius: 4px; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #4dabf7; outline-offset: 2px; }
  .hint { font-size: .875rem; color: #495057; margin: 4px 0 0; }
  button { margin-top: 20px; width: 100%; padding: 10px; font-size: 1rem; font-weight: 600; color: #fff;
    background: #1971c2; border: 0; border-radius: 4px; cursor: pointer; }
  button:disabled { background: #74c0fc; cursor: default; }
  .error { color: #c92a2a; margin: 12px 0 0; }
  .error:empty { display: none; }
  a { color: #1864ab; }
</style>
</head>
<body>
<main>
  <h1>${wording.heading}</h1>
  <form id="reset-form" novalidate>
    <label for="password">New password</label>
    <input id="password" name="password" type="password" autocomplete="new-password" required
      minlength="${PASSWORD_MIN_LENGTH}" aria-describedby="password-hint">
    <p id="password-hint" class="hint">At least ${PASSWORD_MIN_LENGTH} characters. Very common passwords and your e-mail address are refused.</p>
    <label for="repeat">Repeat new password</label>
    <input id="repeat" name="repeat" type="password" autocomplete="new-password" required>
    <p id="error" class="error" role="alert" aria-live="assertive"></p>
    <button id="submit" type="submit">Set Password</button>
  </form>
  <div id="done" hidden>
    <p role="status">${wording.done}</p>
    <p><a href="/">Go to the login page</a></p>
  </div>
</main>
<script>
(function () {
  var messages = ${JSON.stringify(messages).replace(/</g, '\\u003c')};
  var confirmUrl = ${JSON.stringify(confirmUrl)};
  var token = new URLSearchParams(window.location.search).get('token') || '';
  var form = document.getElementById('reset-form');
  var error = document.getElementById('error');
  var submit = document.getElementById('submit');
  var password = document.getElementById('password');
  var repeat = document.getElementById('repeat');
  function fail(message, field) {
    error.textContent = message;
    if (field) { field.setAttribute('aria-invalid', 'true'); field.focus(); }
  }
  if (!token) { fail(messages.invalid); submit.disabled = true; }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    error.textContent = '';
    password.removeAttribute('aria-invalid');
    repeat.removeAttribute('aria-invalid');
    if (Array.from(password.value).length < ${PASSWORD_MIN_LENGTH}) { return fail(messages.tooShort, password); }
    if (password.value !== repeat.value) { return fail(messages.mismatch, repeat); }
    submit.disabled = true;
    fetch(confirmUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: token, password: password.value })
    }).then(function (response) {
      if (response.status === 204) {
        form.hidden = true;
        document.getElementById('done').hidden = false;
        history.replaceState(null, '', window.location.pathname);
        return;
      }
      return response.json().catch(function () { return {}; }).then(function (body) {
        var message = (body && body.errorMessage) || messages.failed;
        fail(message === messages.serverInvalid ? messages.invalid : message);
        submit.disabled = false;
      });
    }).catch(function () {
      fail(messages.failed);
      submit.disabled = false;
    });
  });
})();
</script>
</body>
</html>
`;
}
