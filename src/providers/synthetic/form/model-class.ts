import type { FieldShape } from './answer-form.js';

/** How far before the ask a pasted model class may start. */
const REACH = 1500;
/** The head of a Python model class: pydantic, a TypedDict or a dataclass. */
const HEAD = /(?:@dataclass\s*\n\s*)?class\s+[A-Z]\w*\s*(?:\(\s*(?:BaseModel|TypedDict|pydantic\.BaseModel)\s*\))?\s*:[ \t]*\n/g;
/** One annotated field line: `name: type`, an optional default and comment after it. */
const FIELD = /^[ \t]+([a-z_]\w*)\s*:\s*([^=#\n]+?)\s*(?:=[^#\n]*)?(?:#.*)?$/;

/** The JSON field a Python annotation gives (`bool`, `int`, `list[str]`, `Literal["a", "b"]`, `Optional[float]`). */
function fieldOf(name: string, annotation: string): FieldShape {
  const type = annotation.replace(/^(?:Optional\[(.*)\]|(.*?)\s*\|\s*None)$/, '$1$2').trim();
  const literal = type.match(/^Literal\[(.*)\]$/);
  if (literal) return { name, type: 'string', values: [...literal[1].matchAll(/["']([^"']+)["']/g)].map((match) => match[1]) };
  if (/^bool$/.test(type)) return { name, type: 'boolean' };
  if (/^int$/.test(type)) return { name, type: 'integer' };
  if (/^(?:float|Decimal)$/.test(type)) return { name, type: 'number' };
  if (/^(?:list|List|set|tuple)\[\s*(?:int|float)\s*\]$/.test(type)) return { name, type: 'array', itemType: 'number' };
  if (/^(?:list|List|set|tuple)\b/.test(type)) return { name, type: 'array' };
  if (/^(?:dict|Dict)\b/.test(type)) return { name, type: 'object' };
  return { name, type: 'string' };
}

/**
 * The fields of the last Python model class pasted before a position ("class Result(BaseModel):" and its annotated
 * lines), with where the class starts and ends; one pass over the reach before the ask.
 */
export function modelClassBefore(text: string, at: number): { fields: FieldShape[]; at: number; end: number } | undefined {
  const from = Math.max(0, at - REACH);
  const window = text.slice(from, at);
  let head: RegExpExecArray | undefined;
  HEAD.lastIndex = 0;
  for (let match = HEAD.exec(window); match; match = HEAD.exec(window)) head = match;
  if (!head) return undefined;
  const fields: FieldShape[] = [];
  let end = head.index + head[0].length;
  for (const line of window.slice(end).split('\n')) {
    const field = line.match(FIELD);
    if (!field) break;
    fields.push(fieldOf(field[1], field[2]));
    end += line.length + 1;
  }
  return fields.length ? { fields, at: from + head.index, end: from + end } : undefined;
}
