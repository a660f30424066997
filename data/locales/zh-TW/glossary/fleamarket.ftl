# 舊貨市場之大商戰的用語：規則書（/work/shared/rules/004_1b72a80257c83b44.txt，論壇貼文）是簡體中文，
# 以下把它的用語一致地轉為繁體：摊位→攤位、降价→降價（降價階段）、铺货→鋪貨（鋪貨階段）、
# 结算→結算（結算階段）、进货→進貨（進貨階段）、恶性竞争→惡性競爭、钱→錢、人气→人氣、
# 特价→特價、起始玩家→起始玩家。
-fleamarket-stall = 攤位
-fleamarket-price-cut = 降價
-fleamarket-display = 鋪貨
-fleamarket-settlement = 結算
-fleamarket-restock = 進貨
-fleamarket-price-war = 惡性競爭
-fleamarket-money = 錢
-fleamarket-popularity = 人氣
-fleamarket-sale = 特價
-fleamarket-start-player = 起始玩家
