// Small curated word lists for the label families apps most often ask a model to choose from: each family
// names the labels it speaks for and the words of a text that point to them. A label with no family is
// still chosen by its own word (or its stem) appearing in the text.

/** A family of labels and the words that point to it. */
export interface LabelFamily {
  /** Label names (as an option is written, lower-cased) this family speaks for. */
  labels: RegExp;
  /** Words of a text that point to those labels. */
  cues: RegExp;
}

/** Praise and complaint: what decides sentiment, and which half of a score's range a text earns. */
export const PRAISE =
  /\b(?:love[ds]?|lovely|great|excellent|amazing|awesome|good|happy|fantastic|wonderful|perfect|recommend\w*|best|pleased|delighted|works well|fast|helpful|friendly|enjoy(?:ed)?|impressive|superb|brilliant|correct|clear|smooth|reliable|thank(?:s| you))\b/gi;
export const COMPLAINT =
  /\b(?:hate[ds]?|terrible|awful|bad|poor|broken|worst|slow|angry|disappoint\w*|refund|never again|useless|unhappy|crash(?:es|ed)?|late|rude|waste|wrong|incorrect|fail(?:s|ed|ing)?|scratch(?:es|ed)?|problem|issue|complain\w*|unacceptable|horrible|mess|error|confusing|unclear|missing|cheap(?:ly)?|flimsy)\b/gi;

/** Words of urgency and of its absence: they order a scale of priorities, severities or urgencies. */
/** Words of urgency: a situation that cannot wait. */
export const URGENT =
  /\b(?:down|outage|urgent(?:ly)?|asap|immediately|right now|critical|emergency|all (?:customers|users)|every (?:customer|user)|no (?:customer|user|one) can|cannot|can't|production|security|breach|data loss|blocked|severe|now\b|anaphyla\w*|hospital|difficulty breathing|fails? for every|plain ?text|unencrypted|exposed|leak(?:ed|s|ing)?|card data)\b/gi;
/** Words saying something can wait. */
export const CALM =
  /\b(?:no rush|whenever|when you (?:have|get) a (?:moment|chance)|minor|cosmetic|typo|low priority|nice to have|eventually|not urgent|at your convenience|small|slight(?:ly)?|little|mild)\b/gi;

/** The families, each with its labels and cues. */
export const LABEL_FAMILIES: LabelFamily[] = [
  { labels: /^(?:positive|pos|happy|satisfied|pleased|praise|favou?rable|good|promoter)$/, cues: PRAISE },
  { labels: /^(?:negative|neg|unhappy|dissatisfied|frustrated|complaint|unfavou?rable|bad|detractor)$/, cues: COMPLAINT },
  {
    labels: /^(?:angry|furious|hostile|aggressive|rude|frustrated)$/,
    cues: /\b(?:[Tt]hird time|[Ff]ix (?:it|this)|[Uu]nacceptable|[Ff]urious|[Rr]idiculous|[Cc]ancel\w*|NOW|STOP|NEVER|ASAP)\b|!!+/g,
  },
  { labels: /^(?:polite|courteous|friendly|formal)$/, cues: /\b(?:please|thank(?:s| you)|kindly|would you|could you|appreciate|regards|dear)\b/gi },
  {
    labels: /^(?:billing|payment|payments|invoice|invoicing|charges?)$/,
    cues: /\b(?:charged?|charges|invoice\w*|payment|paid|pay|bill(?:ed|ing)?|subscription|card|fee|overcharged|twice|receipt|price|pricing|plan)\b/gi,
  },
  {
    labels: /^(?:bug|technical|defect|error|technical issue|engineering)$/,
    cues: /\b(?:error|errors|crash\w*|bug|glitch|exception|freez\w*|500|404|doesn't work|does not work|not working|stack trace|fails?|broken page|upload)\b/gi,
  },
  { labels: /^(?:account|account access|login|access|authentication)$/, cues: /\b(?:log ?in|sign ?in|password|locked out|username|2fa|two-factor|profile|account)\b/gi },
  {
    labels: /^(?:support|customer support|tech support|it|it support|helpdesk|help desk|service desk|customer service)$/,
    cues: /\b(?:laptop|computer|won't (?:start|load|open)|will not (?:start|load|open)|doesn't work|does not work|not working|broken|error|crash\w*|update|install\w*|printer|reset|help|fix)\b/gi,
  },
  {
    labels: /^(?:sales|presales|commercial|new business)$/,
    cues: /\b(?:pricing|quote|demo|buy|purchase|discount|licen[cs]es?|seats|enterprise plan|trial|interested in|proposal)\b/gi,
  },
  {
    labels: /^(?:hr|human resources|people ops|people|personnel)$/,
    cues: /\b(?:holiday|vacation|leave|salary|payroll|benefits|sick|hiring|onboarding|parental|pension|harass\w*|manager|contract of employment)\b/gi,
  },
  {
    labels: /^(?:frontend|front-end|front end|ui|web)$/,
    cues: /\b(?:button|css|layout|page|screen|screens|mobile|overlaps?|display\w*|font|footer|header|modal|click\w*|browser)\b/gi,
  },
  { labels: /^(?:backend|back-end|back end|api|server-side)$/, cues: /\b(?:api|endpoint|database|query|queries|500|timeout|server error|webhook|payload|schema)\b/gi },
  {
    labels: /^(?:infra|infrastructure|ops|devops|platform|sre)$/,
    cues: /\b(?:disk|dns|deploy\w*|kubernetes|k8s|cpu|memory|certificate|cluster|node|load balancer|outage|terraform|vm)\b/gi,
  },
  { labels: /^(?:shipping|delivery|logistics)$/, cues: /\b(?:parcel|package|tracking|transit|deliver\w*|shipp\w*|courier|arriv\w*|dispatch\w*)\b/gi },
  {
    labels: /^(?:cancel\w*|cancellation|churn|unsubscribe|termination)$/,
    cues: /\b(?:cancel\w*|stop (?:the|my|our) (?:subscription|plan|account|service)|terminat\w*|unsubscrib\w*|close (?:my|our) account|(?:will )?(?:not|no longer) need)\b/gi,
  },
  { labels: /^(?:refunds?|returns?)$/, cues: /\b(?:refund\w*|money back|return (?:it|the)|reimburse\w*)\b/gi },
  { labels: /^(?:product quality|quality|damaged|defective)$/, cues: /\b(?:defective|damaged|poor quality|stopped working|cheap(?:ly)? made|falls? apart|broke)\b/gi },
  {
    // A moderator's removing action is read by the same cues (ads, prizes, links to buy).
    labels: /^(?:spam|junk|phishing|scam|block|remove|delete|ban)$/,
    cues: /\b(?:won|win|prize|free|click here|claim|congratulations|lottery|million dollars|bank details|verify your|act now|limited offer|!!!)/gi,
  },
  { labels: /^(?:politics|political|government)$/, cues: /\b(?:parliament|government|election\w*|minister|vote|senate|congress|policy|president|budget|law|party)\b/gi },
  { labels: /^(?:sports?)$/, cues: /\b(?:match|goal|league|championship|team|coach|tournament|cup|season|score[ds]?)\b/gi },
  { labels: /^(?:technology|tech|science)$/, cues: /\b(?:software|app|chip|ai|startup|device|smartphone|computer|internet|robot\w*|launch\w*)\b/gi },
  { labels: /^(?:business|finance|economy|markets?)$/, cues: /\b(?:market|shares|profits?|revenue|merger|company|companies|stocks?|earnings|investors?)\b/gi },
  { labels: /^(?:network|networking|connectivity)$/, cues: /\b(?:wi-?fi|router|vpn|internet|connection|dns|ethernet|network|offline|disconnect\w*|dropp(?:ing|ed))\b/gi },
  { labels: /^(?:hardware|device)$/, cues: /\b(?:laptop|screen|keyboard|mouse|printer|monitor|battery|charger|cable|fan|disk|overheat\w*)\b/gi },
  {
    labels:
      /^(?:fail|failed|failing|reject|rejected|decline|declined|request_changes|request changes|changes requested|block|blocked|deny|denied|not ok|unhealthy|red|degraded|alert)$/,
    cues: /\b(?:rising|near(?:ly)? full|out of (?:space|memory)|above (?:the )?threshold|down|unreachable|repeats? (?:a )?known|without new|\d+ (?:tests? )?failed|failed|failing|injection|vulnerab\w*|missed payments?|regress\w*|hard-?coded (?:password|secret|key)|unsafe|exceeds?|overdue|debt)\b|[✗✘❌]/gi,
  },
  {
    labels: /^(?:pass|passed|approve|approved|accept|accepted|lgtm|allow|allowed|ok|healthy|green)$/,
    cues: /\b(?:all (?:tests )?pass(?:ed)?|0 failed|no failures|looks good|lgtm|all green)\b/gi,
  },
  // Languages by their commonest short words (the text's, not the instruction's: sentences asking for the label are left out).
  { labels: /^(?:french|fr|français)$/, cues: /\b(?:le|la|les|et|est|nous|vous|avons|une|des|du|pour|pas|dans|qui|elle|sera|bien)\b/gi },
  { labels: /^(?:german|de|deutsch)$/, cues: /\b(?:der|die|das|und|ist|nicht|ich|wir|sie|ein|eine|mit|für|auf|wird|haben|können|bitte)\b/gi },
  { labels: /^(?:spanish|es|español)$/, cues: /\b(?:el|los|las|y|es|está|muy|pero|por|para|con|una|del|que|hemos|usted)\b/gi },
  { labels: /^(?:italian|it|italiano)$/, cues: /\b(?:il|gli|della|che|è|non|sono|per|una|con|abbiamo|grazie|molto)\b/gi },
  { labels: /^(?:portuguese|pt|português)$/, cues: /\b(?:o|os|as|não|uma|com|para|você|obrigad[oa]|está|muito|também)\b/gi },
  { labels: /^(?:dutch|nl|nederlands)$/, cues: /\b(?:het|een|niet|ik|wij|zijn|voor|met|ook|maar|bedankt)\b/gi },
  { labels: /^(?:english|en)$/, cues: /\b(?:the|and|is|are|we|you|with|have|this|that|will|not)\b/gi },
  { labels: /^(?:high|urgent|critical|severe|p[01]|sev[- ]?[01]|blocker|major|emergency|immediate|highest)$/, cues: URGENT },
  { labels: /^(?:low|minor|trivial|p[34]|sev[- ]?[34]|cosmetic|routine|lowest|mild)$/, cues: CALM },
];
