// The one table of what a field's name says its value is: a yes/no, a number, a list, or a value of a kind
// quoted from the input (a date, an amount, a phone number …). The readers use it to type a field the
// prompt names without describing; the writers use it to pick where the value comes from.
import type { ExtractTarget } from './answer-form.js';

/** A yes/no field: `is_paid`, `hasNewsletter`, `needs_review`, `approved` — never `issue_date` or `island`. */
const BOOLEAN =
  /^(?:is|has|have|should|can|needs?|was|were|are|did|does|will|allow|allows|enable|enabled|requires?)(?:_|-|[A-Z])|^(?:approved|enabled|active|verified|valid|paid|resolved|escalate|urgent|spam|refund_due|opted_in|subscribed)$/;
/** A number field: scores, counts, ages, quantities. */
const NUMBER =
  /^(?:.*_)?(?:score|rating|confidence|probability|count|age|year|quantity|percent(?:age)?|level|rank|certainty|num|qty|weight|likelihood|nights|days|hours|minutes|units|seats|guests|pages|items_count|total_count|min|max|minimum|maximum|salary)$/i;
/** A field holding a list whatever its description says of its items ("names (the people named)"). */
const LIST =
  /^(?:.*_)?(?:names|emails|addresses|urls|links|tags|keywords|items|authors|roles|checks|skills|topics|dates|amounts|ids|steps|signals|strengths|weaknesses|risks|issues|errors|labels|categories|phones|people|attendees|participants|ports|regions)$/i;

/** Field names whose value is quoted from the input, by the kind of value (first match wins: `due_amount` is an amount). */
const QUOTED: Array<[RegExp, ExtractTarget]> = [
  [/e-?mail/i, 'emails'],
  [/url|link|website|homepage/i, 'urls'],
  [/(?:^|_)(?:phone|tel|telephone|mobile|fax|cell)(?:_?(?:number|no))?(?:_|$)|phone$/i, 'phones'],
  [/amount|price|total|cost|sum|fee|salary|budget|revenue|subtotal|tax|vat|balance/i, 'amounts'],
  [
    /date|deadline|(?:^|_)due(?:_|$)|when|(?:^|_)(?:on|at)$|^(?:dob|birthday|since|until|expires?|expiry|check_?in|check_?out|arrival|departure|start|end|starts?|ends?)$/i,
    'dates',
  ],
  [/(?:^|_)(?:id|number|no|code|ref|reference|sku|iban|serial)$|^(?:invoice|order|ticket|booking|tracking)$/i, 'codes'],
  [/compan|organi[sz]ation|employer|vendor|firm|business|merchant|supplier|issuer|carrier|bank$/i, 'companies'],
  [
    /^(?:name|full_?name|person|author|customer|contact|people|names|persons|speaker|sender|recipient|attendees?|participants?|owner|assignee|manager|from|to|client|patient|employee|holder|account_?holder|payee|payer|signatory|reporter|requester|buyer|seller|guest|tenant|landlord)(?:_name)?$/i,
    'people',
  ],
  [/city|location|place|country|address|destination|origin/i, 'places'],
];

/** Whether a field's name says it holds yes or no. */
export const isBooleanName = (name: string) => BOOLEAN.test(name);

/** Whether a field's name says it holds a number. */
export const isNumberName = (name: string) => NUMBER.test(name);

/** Whether a field's name says it holds a list. */
export const isListName = (name: string) => LIST.test(name);

/** The kind of value a field quotes from the input, if its name says so. */
export const quotedKindOf = (name: string): ExtractTarget | undefined => QUOTED.find(([pattern]) => pattern.test(name))?.[1];
