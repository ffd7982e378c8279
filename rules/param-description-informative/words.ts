/** Word lists for param-description-informative. */

/** Words that carry no information about a value on their own: "The name of the user". */
export const FILLER = [
  'the', 'a', 'an', 'of', 'for', 'to', 'in', 'on', 'by', 'with', 'this', 'that', 'which', 'its', 'it', 'is', 'be', 'are',
  'given', 'specified', 'specific', 'name', 'names', 'id', 'ids', 'identifier', 'value', 'values', 'parameter', 'param',
  'field', 'input', 'string', 'number', 'integer', 'boolean', 'optional', 'required', 'unique', 'target', 'desired',
  'selected', 'provided', 'new', 'current', 'whether', 'if', 'or', 'and', 'not', 'you', 'want', 'should', 'will', 'use',
  'used', 'set', 'get', 'enter', 'type', 'text', 'data', 'info', 'information', 'details',
  '的', '之', '名称', '名稱', '名字', '名', '标识', '標識', '标识符', '標識符', '编号', '編號', '值', '参数', '參數', '字段', '欄位',
  '输入', '輸入', '指定', '所需', '需要', '是否', '新', '当前', '當前', '信息', '資訊', '数据', '數據', '请输入', '請輸入',
];

/**
 * Common Chinese words and the English name words they translate, so that "用户 ID" restates
 * `user_id`. Keys are matched anywhere in the description, longest first.
 */
export const TRANSLATIONS: Record<string, string[]> = {
  '用户': ['user', 'username'], '用戶': ['user', 'username'], '城市': ['city'], '时间': ['time'], '時間': ['time'],
  '日期': ['date'], '类型': ['type', 'kind'], '類型': ['type', 'kind'], '状态': ['status', 'state'], '狀態': ['status', 'state'],
  '地址': ['address', 'addr'], '数量': ['count', 'quantity', 'number', 'num'], '數量': ['count', 'quantity', 'number', 'num'],
  '描述': ['description', 'desc'], '内容': ['content', 'body'], '內容': ['content', 'body'], '文件': ['file', 'document'],
  '檔案': ['file'], '路径': ['path'], '路徑': ['path'], '页码': ['page'], '頁碼': ['page'], '大小': ['size'],
  '价格': ['price'], '價格': ['price'], '邮箱': ['email', 'mail'], '郵箱': ['email', 'mail'], '电话': ['phone', 'tel'],
  '電話': ['phone', 'tel'], '订单': ['order'], '訂單': ['order'], '语言': ['language', 'lang'], '語言': ['language', 'lang'],
  '标题': ['title'], '標題': ['title'], '关键词': ['keyword', 'keywords', 'query'], '關鍵詞': ['keyword', 'keywords', 'query'],
  '关键字': ['keyword', 'keywords', 'query'], '關鍵字': ['keyword', 'keywords', 'query'], '项目': ['project'], '項目': ['project'],
  '仓库': ['repo', 'repository'], '倉庫': ['repo', 'repository'], '分支': ['branch'], '标签': ['label', 'tag', 'tags'],
  '標籤': ['label', 'tag', 'tags'], '邮件': ['email', 'mail'], '郵件': ['email', 'mail'], '消息': ['message', 'msg'],
  '訊息': ['message', 'msg'], '评论': ['comment'], '評論': ['comment'], '图片': ['image', 'picture'], '圖片': ['image', 'picture'],
  '账号': ['account'], '帳號': ['account'], '密码': ['password'], '密碼': ['password'], '命名空间': ['namespace'],
  '命名空間': ['namespace'], '集群': ['cluster'], '節點': ['node'], '节点': ['node'], '服务': ['service'], '服務': ['service'],
};
