# 海のシルクロードの用語: 日本語の説明書はないので、中国語版の説明書
# （/work/shared/rules/001_1d9aae9235d7ca89.txt、游戏配件・游戏准备・特殊卡牌详述）から訳した。
# - 商品（游戏配件）: 瓷器 → 磁器、丝绸 → 絹、茶叶 → 茶葉、香料 → 香辛料（日本語の「香料」は
#   フレグランスの意味になるため）、琉璃 → ガラス（日本語の「瑠璃」は宝石の名前になるため）、
#   原矿 → 鉱石。
# - 货物卡牌 →「商品カード」、木制货物标记 →「商品キューブ」（日本のボードゲーマーの呼び方）。
# - 特殊卡牌: 商船 →「商船」（そのまま）、特许证 →「許可証」（日本語の「特許証」は特許の証書になるため）、
#   搬运工 →「荷運び人」、交易所 →「取引所」。
# - 当前市场 →「市場」、货物牌堆 →「山札」。
-silkroad-porcelain = 磁器
-silkroad-silk = 絹
-silkroad-tea = 茶葉
-silkroad-spice = 香辛料
-silkroad-glass = ガラス
-silkroad-ore = 鉱石
-silkroad-goods-card = 商品カード
-silkroad-cube = 商品キューブ
-silkroad-ship = 商船
-silkroad-licence = 許可証
-silkroad-porter = 荷運び人
-silkroad-exchange = 取引所
-silkroad-market = 市場
-silkroad-draw-pile = 山札
