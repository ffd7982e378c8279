/** Word lists for param-code-injection-risk, in English and Chinese (simplified and traditional). */

export const NAMES = ['sql', '*_sql', 'sql_*', 'command', '*_command', 'cmd', 'shell', 'script', '*_script', 'expression', 'expr', 'code', 'eval'];

export const PATH_NAMES = ['path'];

/** Phrases that say the value itself is code that gets run, not merely that code is nearby. */
export const PHRASES = [
  'SQL query', 'SQL queries', 'SQL statement', 'SQL statements', 'SQL to run', 'SQL to execute', 'SQL command', 'raw SQL',
  'Cypher query', 'Cypher statement', 'shell command', 'shell script', 'bash command', 'bash script', 'command line',
  'command to run', 'command to execute', 'commands to run', 'commands to execute', 'script to run', 'script to execute',
  'code to run', 'code to execute', 'query to execute', 'query to run', 'expression to evaluate', 'expression to compute',
  'evaluated as', 'passed to eval', 'interpolated into', 'JavaScript code', 'Python code', 'JavaScript expression',
  'Python expression',
  'SQL 语句', 'SQL语句', 'SQL 語句', 'SQL語句', 'SQL 查询', 'SQL查询', 'SQL 查詢', 'SQL查詢', '要执行的', '要執行的', '执行的命令',
  '執行的命令', '执行的代码', '執行的程式碼', 'shell 命令', '命令行', '命令列', '数学表达式', '數學表達式', '计算表达式', '計算表達式', '求值',
];

/** Parameters that name or describe code rather than carry it: `command_name`, `query_id`. */
export const LABEL_WORDS = ['name', 'title', 'description', 'label', 'id', 'ids', 'url', 'uri', 'reason', 'explanation', 'summary', 'comment', 'message'];

export const SAFE_PHRASES = [
  'read-only', 'read only', 'only SELECT', 'SELECT only', 'SELECT statements only', 'SELECT queries only', 'parameterized',
  'parameterised', 'bound parameters', 'never executed', 'not executed', 'not evaluated', 'sandbox', 'sandboxed', 'allowlist',
  'whitelist', 'allowed commands', 'must not', 'must be relative', 'relative to', 'must be within', 'must start with',
  'must begin with', 'inside the', 'inside /', 'within /', 'no shell', 'escaped', 'sanitized', 'sanitised',
  '只读', '唯讀', '仅限', '僅限', '只允许', '只允許', '沙箱', '参数化', '參數化', '不会执行', '不會執行', '白名单', '白名單', '禁止',
  '相对于', '相對於', '必须以', '必須以',
];
