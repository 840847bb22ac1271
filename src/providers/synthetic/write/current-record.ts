// Fields about the present ("current_employer", "current_title", "latest_role") take their value from the line
// the material marks as current ("Platform Lead, Quarrystone Logistics (2022–present)"): the employer from its
// organisation part, the title from its role part, never one for the other.

/** Words that mark an employment or a role line as the current one. */
const CURRENT = /\b(?:present|current(?:ly)?|now|today|ongoing|to date)\b|[–-]\s*\)/i;
/** Words a job title holds. */
const ROLE_WORDS =
  /\b(?:engineer|lead|manager|analyst|developer|director|designer|consultant|scientist|head|officer|specialist|architect|sre|intern|administrator|coordinator|assistant|associate|editor|writer|nurse|teacher|accountant|founder|owner|partner|president|vp|cto|ceo|cfo)\b/i;

/** Whether a field asks about the present: `current_employer`, `currentTitle`, `latest_role`, `present_company`. */
const ABOUT_NOW = /^(?:current|present|latest|now)[_-]?|^currentl?y/i;

/** The current line's role and organisation, in whichever order it writes them. */
function rolesOf(line: string): { role?: string; organisation?: string } {
  const body = line
    .replace(/^[\s*•\d.)-]+/, '')
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+(?:since|from)\s+\d{4}\b.*$|\s+\d{4}\s*[–-].*$/i, '')
    .trim();
  const parts = body.split(/\s*(?:,|\bat\b|@|\s[-–—|]\s)\s*/).filter(Boolean);
  if (parts.length < 2) return {};
  const roleAt = parts.findIndex((part) => ROLE_WORDS.test(part));
  const role = Math.max(roleAt, 0);
  return { role: parts[role], organisation: parts[role === 0 ? 1 : 0] };
}

/** The value the material's current line gives a field about the present, or undefined when the field or the material has none. */
export function currentValue(name: string, text: string): string | undefined {
  if (!ABOUT_NOW.test(name)) return undefined;
  const line = text.split('\n').find((candidate) => CURRENT.test(candidate) && /[A-Za-z]{3}/.test(candidate) && candidate.length < 200);
  if (!line) return undefined;
  const { role, organisation } = rolesOf(line);
  if (/employer|company|organi[sz]ation|firm|workplace/i.test(name)) return organisation;
  if (/title|role|position|job/i.test(name)) return role;
  return undefined;
}
