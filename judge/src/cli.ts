console.log("judge cli placeholder")
