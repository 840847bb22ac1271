/**
 * A ChatML chat template that describes the offered tools and writes each tool call as
 * `name {"argument": value}` on a line of its own, for a llama-server that must make the tiny model call
 * a tool: pass it with `--jinja --chat-template <this>`.
 *
 * Why this shape: the model's own template (plain ChatML) renders no tools, so llama-server (commit
 * de3ff81) finds no tool-call format in it, drops `tools` and ignores `tool_choice` without a word. From a
 * template that renders tool calls, its differential analysis (common/chat-diff-analyzer.cpp) derives the
 * format and, for `tool_choice: "required"`, a grammar. That grammar lets free text come first, up to the
 * format's opening marker (`<tool_call>` in Hermes/Qwen templates), and a random-weight model never writes
 * the marker: it fills `max_tokens` with text. A call with no opening marker leaves nothing before the call
 * (common/chat-auto-parser-generator.cpp, build_tool_parser_tag_json), so the first token already starts
 * one of the offered tools. The price: with tools offered and `tool_choice` "auto", the unconstrained model
 * writes prose that this format cannot parse, and the server answers 500.
 */
export const TOOL_CALL_TEMPLATE = [
  '{% if tools or messages[0].role == "system" %}<|im_start|>system\n',
  '{% if messages[0].role == "system" %}{{ messages[0].content }}{% if tools %}{{ "\\n\\n" }}{% endif %}{% endif %}',
  '{% if tools %}You can call these tools:\n{% for tool in tools %}{{ tool | tojson }}\n{% endfor %}',
  'To call one, write its name, a space and its arguments as a JSON object.{% endif %}<|im_end|>\n{% endif %}',
  '{% for message in messages %}{% if not (loop.first and message.role == "system") %}<|im_start|>{{ message.role }}\n',
  '{% if message.tool_calls %}{% for call in message.tool_calls %}{{ call.function.name }} {{ call.function.arguments | tojson }}\n{% endfor %}',
  '{% else %}{{ message.content }}{% endif %}<|im_end|>\n{% endif %}{% endfor %}',
  '{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}',
].join('');
