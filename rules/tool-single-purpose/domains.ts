/**
 * Areas a "do everything" assistant tool tends to bundle, each with the words (English,
 * simplified and traditional Chinese) that name it. A description naming three of them in one
 * list is a tool doing unrelated things.
 */
export const DOMAINS: Record<string, string[]> = {
  weather: ['weather', 'forecast', '天气', '天氣', '气温', '氣溫'],
  stocks: ['stock', 'stocks', 'stock price', 'stock prices', 'share price', 'shares', '股票', '股价', '股價', '股市'],
  news: ['news', 'headlines', '新闻', '新聞', '资讯', '資訊'],
  flights: ['flight', 'flights', '航班', '机票', '機票'],
  hotels: ['hotel', 'hotels', '酒店', '旅馆', '旅館', '住宿'],
  trains: ['train', 'trains', 'train tickets', '火车', '火車', '高铁', '高鐵', '列车', '列車'],
  movies: ['movie', 'movies', 'film', 'films', 'cinema', '电影', '電影', '影院'],
  music: ['music', 'songs', 'song', '音乐', '音樂', '歌曲'],
  sports: ['sports', 'sport', 'scores', 'match results', '体育', '體育', '比分', '赛事', '賽事'],
  recipes: ['recipe', 'recipes', 'cooking', '菜谱', '菜譜', '食谱', '食譜'],
  translation: ['translation', 'translate', 'translations', '翻译', '翻譯'],
  currency: ['exchange rate', 'exchange rates', 'currency', 'currencies', '汇率', '匯率', '货币', '貨幣'],
  maps: ['map', 'maps', 'directions', 'route', 'routes', '地图', '地圖', '路线', '路線', '导航', '導航'],
  traffic: ['traffic', '路况', '路況', '交通'],
  calendar: ['calendar', 'events', 'schedule', '日历', '日曆', '日程'],
  email: ['email', 'e-mail', 'emails', 'mail', '邮件', '郵件', '邮箱', '郵箱'],
  horoscope: ['horoscope', 'horoscopes', 'zodiac', '星座', '运势', '運勢'],
  lottery: ['lottery', '彩票', '彩券'],
  parcels: ['parcel', 'parcels', 'package tracking', 'shipment', 'shipments', '快递', '快遞', '物流'],
  restaurants: ['restaurant', 'restaurants', '餐厅', '餐廳', '美食'],
  jokes: ['joke', 'jokes', '笑话', '笑話'],
  encyclopedia: ['wikipedia', 'encyclopedia', '百科'],
  math: ['calculator', 'math', 'calculations', '计算器', '計算器', '数学', '數學'],
};

/** Phrases that make a list one of situations the tool serves, not of things it does. */
export const USE_CASE_MARKERS = [
  'use cases', 'use case', 'use it for', 'use it when', 'use this when', 'use this tool when', 'useful for', 'suitable for',
  'good for', 'ideal for', 'e.g.', 'for example', 'such as', 'for instance', 'not for', 'do not use',
  '适用于', '適用於', '适用场景', '適用場景', '用途', '场景', '場景', '例如', '比如', '不适用', '不適用', '不要用',
];

/** Verbs that, named twice or more by a switch parameter, show it picks between actions. */
export const ACTION_VERBS = [
  'create', 'add', 'insert', 'update', 'edit', 'modify', 'delete', 'remove', 'list', 'get', 'read', 'view', 'show', 'search',
  'find', 'rename', 'move', 'copy', 'set', 'enable', 'disable', 'start', 'stop', 'upload', 'download', 'send', 'archive',
  'restore', 'merge', 'close', 'open', 'reply',
  '创建', '新建', '新增', '添加', '更新', '修改', '编辑', '編輯', '删除', '刪除', '移除', '查询', '查詢', '获取', '獲取', '列出', '查看',
  '搜索', '搜尋', '重命名', '移动', '移動', '复制', '複製', '上传', '上傳', '下载', '下載', '发送', '發送', '启用', '啟用', '停用',
];
