# 海上丝绸之路的用语：逐字取自规则书的简体中文部分（/work/shared/rules/001_1d9aae9235d7ca89.txt，
# “游戏配件”“游戏准备”“特殊卡牌详述”）。
# - 货物：瓷器、丝绸、茶叶、香料、琉璃、原矿。货物卡牌：“货物卡牌”。Cube：“货物标记”（木制货物标记）。
# - 特殊卡牌：商船、特许证、搬运工、交易所。Market：“市场”（当前市场）。Draw pile：“货物牌堆”。
-silkroad-porcelain = 瓷器
-silkroad-silk = 丝绸
-silkroad-tea = 茶叶
-silkroad-spice = 香料
-silkroad-glass = 琉璃
-silkroad-ore = 原矿
-silkroad-goods-card = 货物卡牌
-silkroad-cube = 货物标记
-silkroad-ship = 商船
-silkroad-licence = 特许证
-silkroad-porter = 搬运工
-silkroad-exchange = 交易所
-silkroad-market = 市场
-silkroad-draw-pile = 货物牌堆
