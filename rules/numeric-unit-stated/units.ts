/** Word lists for numeric-unit-stated: what marks a quantity, and what states its unit. */

export type Quantity = 'duration' | 'size' | 'money' | 'time';

/**
 * Name words (snake_case words, lower case) that make a number a quantity of one kind. A point
 * in time is looked for first, so `start_time` is a time and `time` alone a duration.
 */
export const QUANTITY_WORDS: Record<Quantity, string[]> = {
  time: ['timestamp', 'epoch', 'since', 'until', 'deadline'],
  duration: ['timeout', 'duration', 'delay', 'interval', 'ttl', 'expiry', 'expiration', 'wait', 'elapsed', 'latency', 'backoff', 'cooldown', 'lifetime', 'retention', 'uptime', 'runtime', 'sleep', 'debounce', 'time'],
  size: ['filesize', 'memory', 'disk', 'storage', 'bandwidth', 'quota'],
  money: ['price', 'cost', 'budget', 'fee', 'fees', 'salary', 'balance', 'payment', 'revenue', 'income', 'spend', 'spending', 'refund', 'deposit', 'principal', 'wage', 'rent', 'fare', 'donation'],
};

/** Words that make `time` a point in time: `start_time`, `created_time`. */
export const TIME_POINT_WORDS = ['start', 'end', 'begin', 'finish', 'created', 'updated', 'modified', 'expire', 'expires', 'due', 'departure', 'arrival', 'last', 'next'];

/**
 * `size` is a count as often as a number of bytes (`page_size`, `deck_size`), so it counts as a
 * size only beside one of these words, in its own name or the tool's.
 */
export const SIZE_CONTEXT = [
  'file', 'image', 'photo', 'video', 'audio', 'upload', 'download', 'attachment', 'cache', 'buffer', 'body', 'payload',
  'blob', 'object', 'message', 'volume', 'heap', 'disk', 'memory', 'storage', 'backup', 'archive', 'bucket',
  'document', 'chunk', 'artifact', 'snapshot',
];

/** Words that make `size` a count of things whatever the context: `page_size`, `batch_size`. */
export const COUNT_WORDS = ['page', 'batch', 'sample', 'population', 'group', 'team', 'pool', 'step', 'window', 'queue', 'result', 'results'];

/**
 * `amount` is money only where money is talked about: in its name, the tool's name or its
 * description.
 */
export const MONEY_CONTEXT = [
  'money', 'payment', 'pay', 'loan', 'mortgage', 'invest', 'investment', 'purchase', 'transfer', 'withdraw', 'deposit',
  'invoice', 'order', 'price', 'fund', 'bank', 'account', 'tax', 'refund', 'charge', 'transaction', 'salary', 'budget',
  'currency', 'cash', 'credit', 'debit', 'wallet', 'donation', 'tip', 'bill', 'billing',
  '金额', '金額', '钱', '錢', '付款', '支付', '转账', '轉帳', '贷款', '貸款', '价格', '價格',
];

/** Name words that are units: `timeout_ms`, `ttlSeconds`, `size_in_bytes`, `price_usd`. */
export const NAME_UNITS = [
  'ms', 'msec', 'msecs', 'millis', 'millisecond', 'milliseconds', 'sec', 'secs', 'second', 'seconds', 'minute', 'minutes',
  'mins', 'hour', 'hours', 'hrs', 'hr', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'ns', 'nanos',
  'nanoseconds', 'us', 'micros', 'microseconds', 'byte', 'bytes', 'kb', 'kib', 'mb', 'mib', 'gb', 'gib', 'tb', 'bits',
  'kbps', 'mbps', 'px', 'pixels', 'pt', 'usd', 'eur', 'gbp', 'jpy', 'cny', 'rmb', 'cents', 'cent', 'dollars', 'dollar',
  'yuan', 'euros', 'pct', 'percent', 'percentage', 'unix',
];

/** Phrases that state a unit in a description, in English and Chinese. */
export const DESCRIPTION_UNITS = [
  'ms', 'msec', 'millisecond', 'milliseconds', 'second', 'seconds', 'secs', 'sec', 'minute', 'minutes', 'mins', 'hour',
  'hours', 'hrs', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'nanoseconds', 'microseconds',
  'byte', 'bytes', 'KB', 'KiB', 'MB', 'MiB', 'GB', 'GiB', 'TB', 'kilobytes', 'megabytes', 'gigabytes', 'bits', 'pixels',
  'px', 'pt', 'points', 'USD', 'EUR', 'GBP', 'JPY', 'CNY', 'RMB', 'INR', 'dollars', 'dollar', 'cents', 'euros', 'pounds',
  'yen', 'yuan', 'currency', 'ISO 4217', 'Unix', 'epoch', 'percent', 'percentage', '%', '$', '€', '£', '¥',
  '毫秒', '秒', '分钟', '分鐘', '小时', '小時', '天', '日', '周', '週', '月', '年', '字节', '字節', '位元組', '像素',
  '元', '美元', '人民币', '人民幣', '欧元', '歐元', '货币', '貨幣', '币种', '幣種', '时间戳', '時間戳', '百分比',
];
