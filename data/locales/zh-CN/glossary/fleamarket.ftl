# 旧货市场之大商战的用语：逐字取自规则书（/work/shared/rules/004_1b72a80257c83b44.txt，论坛帖子）：
# 摊位（stall）、降价（降价阶段，price cut）、铺货（铺货阶段，display）、结算（结算阶段）、
# 进货（进货阶段，restock）、恶性竞争（price war）、钱（money，“作为钱使用”）、人气（popularity）、
# 特价（sale）、起始玩家（start player）。
-fleamarket-stall = 摊位
-fleamarket-price-cut = 降价
-fleamarket-display = 铺货
-fleamarket-settlement = 结算
-fleamarket-restock = 进货
-fleamarket-price-war = 恶性竞争
-fleamarket-money = 钱
-fleamarket-popularity = 人气
-fleamarket-sale = 特价
-fleamarket-start-player = 起始玩家
