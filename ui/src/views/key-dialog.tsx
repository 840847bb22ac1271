import { useEffect, useRef, useState } from 'preact/hooks';
import { storedKey, storeKey } from '../api.js';

/**
 * Asks for the API key the page sends (strict auth, or to see one user's runs in open auth). The
 * key stays in this tab's session storage only.
 */
export function KeyDialog({ onDone }: { onDone: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [key, setKey] = useState(storedKey());
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} aria-labelledby="key-title" onClose={onDone}>
      <form
        method="dialog"
        onSubmit={() => {
          storeKey(key.trim());
        }}
      >
        <h2 id="key-title">API key</h2>
        <p>
          This server wants a key for the admin plane. The dashboard shows what that key may see, and keeps it in this tab's session storage only. Leave it empty to send none (open
          auth on loopback shows every user).
        </p>
        <label>
          Key
          <input type="password" name="key" autocomplete="off" value={key} onInput={(event) => setKey(event.currentTarget.value)} autofocus />
        </label>
        <div class="row">
          <button type="submit">Use this key</button>
        </div>
      </form>
    </dialog>
  );
}
