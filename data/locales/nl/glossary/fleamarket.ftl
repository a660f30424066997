# Flea Market: Price War: de spelregels (/work/shared/rules/004_1b72a80257c83b44.txt) zijn
# Chinees; er is geen Nederlandse tekst, dus deze termen zijn zelf gekozen, in lijn met de
# Nederlandse Tsukiji-regels (002: "startspeler", "afleggen"):
# - 摊位 "kraam" (meervoud "kramen").
# - De vier fasen (游戏流程): 降价 "prijsverlaging", 铺货 "uitstallen", 结算 "afrekening",
#   进货 "inkoop" (een winkelier koopt nieuwe waar in).
# - 恶性竞争 "prijsoorlog"; 钱 "geld"; 人气 "populariteit"; 特价 "aanbieding" (het gewone
#   Nederlandse woord voor een artikel tegen speciale prijs); 起始玩家 "startspeler".
# - 纽扣 op de kaarten heten in de berichten "knopen" (geldknopen, populariteitsknopen).
# Variant [hoofd]: met hoofdletter, voor titels en het begin van een zin; [meer]: meervoud.
-fleamarket-stall =
    { $vorm ->
       *[klein] kraam
        [meer] kramen
        [hoofd] Kraam
    }
-fleamarket-price-cut =
    { $vorm ->
       *[klein] prijsverlaging
        [hoofd] Prijsverlaging
    }
-fleamarket-display =
    { $vorm ->
       *[klein] uitstallen
        [hoofd] Uitstallen
    }
-fleamarket-settlement =
    { $vorm ->
       *[klein] afrekening
        [hoofd] Afrekening
    }
-fleamarket-restock =
    { $vorm ->
       *[klein] inkoop
        [hoofd] Inkoop
    }
-fleamarket-price-war =
    { $vorm ->
       *[klein] prijsoorlog
        [hoofd] Prijsoorlog
    }
-fleamarket-money =
    { $vorm ->
       *[klein] geld
        [hoofd] Geld
    }
-fleamarket-popularity =
    { $vorm ->
       *[klein] populariteit
        [hoofd] Populariteit
    }
-fleamarket-sale =
    { $vorm ->
       *[klein] aanbieding
        [hoofd] Aanbieding
    }
-fleamarket-start-player =
    { $vorm ->
       *[klein] startspeler
        [hoofd] Startspeler
    }
