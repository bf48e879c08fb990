import type { LanguagePack } from './types';

/** Chinese is not spaced: the text is cut at the longest listed word, so entries are whole words. */
export const zh: LanguagePack = {
  topics: {
    food: '食物, 菜, 菜品, 饭菜, 饭, 餐, 餐点, 味道, 口味, 意大利面, 面条, 披萨, 汤, 沙拉, 肉, 鱼, 鸡, 甜点, 早餐, 午餐, 晚餐, 菜单, 份量, 分量, 厨师, 牛排, 汉堡',
    drinks: '饮料, 饮品, 咖啡, 茶, 啤酒, 酒, 葡萄酒, 鸡尾酒, 果汁, 水',
    service: '服务, 服务员, 服务生, 员工, 工作人员, 店员, 经理, 态度, 老板',
    waiting: '等, 等了, 等待, 等候, 排队, 上菜',
    price: '价格, 价钱, 价位, 性价比, 钱, 账单, 结账',
    cleanliness: '卫生, 厕所, 洗手间, 卫生间',
    ambience: '环境, 氛围, 气氛, 音乐, 装修, 装饰',
    location: '位置, 地点, 地段, 停车, 停车场, 景色, 交通',
  },
  cues: {
    food: { positive: '好吃, 美味, 可口, 新鲜, 香', negative: '难吃, 咸, 太咸, 不新鲜' },
    service: { positive: '热情, 周到, 礼貌, 耐心, 友好, 友善', negative: '粗鲁, 无礼, 冷淡, 态度差, 不礼貌' },
    waiting: { positive: '快, 迅速', negative: '慢, 太慢, 久, 太久, 半小时, 半个小时' },
    price: { positive: '便宜, 实惠, 划算', negative: '贵, 太贵, 昂贵' },
    cleanliness: { positive: '干净, 整洁', negative: '脏, 脏乱, 不卫生' },
    ambience: { positive: '安静, 舒适, 温馨, 优雅', negative: '吵, 吵闹, 嘈杂, 拥挤' },
    location: { positive: '方便' },
  },
  positive: '好, 不错, 棒, 推荐, 满意, 喜欢, 优秀, 完美, 谢谢, 赞',
  negative: '差, 太差, 糟糕, 失望, 垃圾, 恶心, 最差, 不满意',
  negators: '不, 没, 没有, 别, 无',
  clauseBreaks: '和, 但, 但是, 可是, 不过, 虽然',
  minutes: '分钟, 分',
  hours: '小时, 个小时, 钟头',
  stopWords: '的, 了, 是, 很, 我们, 我, 也, 都, 在',
};
