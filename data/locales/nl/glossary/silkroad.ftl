# Maritime Silk Road: de spelregels (/work/shared/rules/001_1d9aae9235d7ca89.txt) zijn Chinees;
# er is geen Nederlandse tekst, dus deze termen zijn zelf gekozen, in lijn met de Nederlandse
# Tsukiji-regels (002: "startspeler", "afleggen", kaartnamen met hoofdletter):
# - Goederen (游戏配件): 瓷器 Porselein, 丝绸 Zijde, 茶叶 Thee, 香料 Specerijen, 琉璃 Glas,
#   原矿 Erts.
# - 货物卡牌 "goederenkaart"; 木制货物标记 "goederenblokje" (de houten blokjes op de schepen).
# - Speciale kaarten (特殊卡牌), als kaartnamen met hoofdletter: 商船 "Schip", 特许证
#   "Vergunning", 搬运工 "Sjouwer" (wie de lading verzet), 交易所 "Beurs".
# - 当前市场 "markt", 货物牌堆 "trekstapel" (het gewone Nederlandse spellenwoord).
# Variant [meer]: meervoud; [hoofd]: met hoofdletter; [klein]: zonder hoofdletter.
-silkroad-porcelain = Porselein
-silkroad-silk = Zijde
-silkroad-tea = Thee
-silkroad-spice = Specerijen
-silkroad-glass = Glas
-silkroad-ore = Erts
-silkroad-goods-card =
    { $vorm ->
       *[enkel] goederenkaart
        [meer] goederenkaarten
        [hoofd] Goederenkaart
        [meerhoofd] Goederenkaarten
    }
-silkroad-cube =
    { $vorm ->
       *[enkel] goederenblokje
        [meer] goederenblokjes
        [kort] blokje
        [kortmeer] blokjes
        [meerhoofd] Goederenblokjes
    }
-silkroad-ship =
    { $vorm ->
       *[enkel] schip
        [meer] schepen
        [hoofd] Schip
        [meerhoofd] Schepen
    }
-silkroad-licence =
    { $vorm ->
       *[enkel] Vergunning
        [meer] Vergunningen
    }
-silkroad-porter =
    { $vorm ->
       *[enkel] Sjouwer
        [meer] Sjouwers
    }
-silkroad-exchange =
    { $vorm ->
       *[enkel] Beurs
        [meer] Beurzen
    }
-silkroad-market =
    { $vorm ->
       *[klein] markt
        [hoofd] Markt
    }
-silkroad-draw-pile =
    { $vorm ->
       *[klein] trekstapel
        [hoofd] Trekstapel
    }
