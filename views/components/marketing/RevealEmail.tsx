import { useState } from 'react';
import { defineIsland, Island } from '../Island';
import { useSettings } from '../useSettings';

/** 'click to show email': the support address reaches the page only after a click, away from scrapers. */
export function RevealEmail({ className = '' }: { className?: string }) {
  const { supportEmailEncoded } = useSettings();
  return <Island kind={revealEmailIsland} inline props={{ encoded: supportEmailEncoded, className }} />;
}

/** The button, and the mailto link it turns into (`encoded` is the address in base64). */
function RevealEmailButton({ encoded, className }: { encoded: string; className: string }) {
  const [email, setEmail] = useState<string | null>(null);
  if (email) {
    return (
      <a href={`mailto:${email}`} className={`font-semibold text-orange-600 underline-offset-2 hover:underline ${className}`} data-testid="support-email">
        {email}
      </a>
    );
  }
  return (
    <button type="button" onClick={() => setEmail(atob(encoded))} className={`font-semibold text-orange-600 underline underline-offset-2 hover:text-orange-700 ${className}`}>
      click to show email
    </button>
  );
}

export const revealEmailIsland = defineIsland('reveal-email', RevealEmailButton);
