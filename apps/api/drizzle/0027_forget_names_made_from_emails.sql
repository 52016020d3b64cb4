-- Sign-up used to keep a first name made from the email ('Ada.obi25' for ada.obi25@…). A shopper who has
-- given no name since (the address check sets both names) has none: the header then says 'Hi, there!'.
UPDATE "users" SET "first_name" = NULL
  WHERE "last_name" IS NULL AND lower("first_name") = split_part("email", '@', 1);
