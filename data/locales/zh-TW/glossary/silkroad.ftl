# 海上絲綢之路的用語：逐字取自規則書的繁體中文部分（/work/shared/rules/001_1d9aae9235d7ca89.txt，
# 「遊戲配件」「遊戲準備」「特殊卡牌詳述」）。
# - 貨物：瓷器、絲綢、茶葉、香料、琉璃、原礦。貨物卡牌：「貨物卡牌」。Cube：「貨物標記」（木制貨物標記）。
# - 特殊卡牌：商船、特許證、搬運工、交易所。Market：「市場」（當前市場）。Draw pile：「貨物牌堆」。
-silkroad-porcelain = 瓷器
-silkroad-silk = 絲綢
-silkroad-tea = 茶葉
-silkroad-spice = 香料
-silkroad-glass = 琉璃
-silkroad-ore = 原礦
-silkroad-goods-card = 貨物卡牌
-silkroad-cube = 貨物標記
-silkroad-ship = 商船
-silkroad-licence = 特許證
-silkroad-porter = 搬運工
-silkroad-exchange = 交易所
-silkroad-market = 市場
-silkroad-draw-pile = 貨物牌堆
