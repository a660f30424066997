# 蚤の市：大商戦（旧货市场之大商战）の用語: 日本語の説明書はないので、中国語の掲示板記事
# （/work/shared/rules/004_1b72a80257c83b44.txt）から訳した。
# - 摊位 →「露店」（蚤の市の店先。カードを1枚ずつ置く場所）。
# - 4つの段階（游戏流程）: 降价 →「値下げ」、铺货 →「陳列」、结算 →「決算」、进货 →「仕入れ」。
# - 恶性竞争 →「過当競争」（中国語の意味に最も近い日本語の経済用語）。
# - 钱 →「お金」、人气 →「人気」、特价 →「特売」、起始玩家 →「スタートプレイヤー」。
# - カードの纽扣は、メッセージでは「お金ボタン」「人気ボタン」と呼ぶ。
-fleamarket-stall = 露店
-fleamarket-price-cut = 値下げ
-fleamarket-display = 陳列
-fleamarket-settlement = 決算
-fleamarket-restock = 仕入れ
-fleamarket-price-war = 過当競争
-fleamarket-money = お金
-fleamarket-popularity = 人気
-fleamarket-sale = 特売
-fleamarket-start-player = スタートプレイヤー
